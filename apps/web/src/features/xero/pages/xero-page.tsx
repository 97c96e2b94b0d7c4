import { IconPlugConnected } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function XeroPage() {
  return (
    <EmptyPanel
      icon={<IconPlugConnected size={22} stroke={1.5} />}
      title="Xero"
      description="The connection that syncs invoices to your Xero organisation."
    />
  );
}
