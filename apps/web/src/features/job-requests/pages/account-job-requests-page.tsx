import { IconInbox } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function AccountJobRequestsPage() {
  return (
    <EmptyPanel
      icon={<IconInbox size={22} stroke={1.5} />}
      title="Job requests"
      description="Requests for new jobs from your clients; pending ones come first."
    />
  );
}
