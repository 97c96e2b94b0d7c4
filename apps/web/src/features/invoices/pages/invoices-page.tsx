import { IconReceipt } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function InvoicesPage() {
  return (
    <>
      <PageHeader title="INVOICES" />
      <EmptyPanel
        icon={<IconReceipt size={22} stroke={1.5} />}
        title="Invoices"
        description="Invoices by client and status, with their quotes and jobs."
      />
    </>
  );
}
