import { IconReceipt } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function InvoicePage() {
  const { invoiceId } = useParams();
  return (
    <>
      <PageHeader title={`INVOICE #${invoiceId ?? ''}`} back={<BackLink name="invoice" to="/invoices" />} />
      <EmptyPanel
        icon={<IconReceipt size={22} stroke={1.5} />}
        description="The invoice's details, items and the related quotes, time, orders and tasks."
      />
    </>
  );
}
