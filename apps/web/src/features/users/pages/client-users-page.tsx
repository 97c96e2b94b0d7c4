import { IconUserShield } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function ClientUsersPage() {
  return (
    <EmptyPanel
      icon={<IconUserShield size={22} stroke={1.5} />}
      title="Client users"
      description="The people who sign in for your client companies, with their access level and status."
    />
  );
}
