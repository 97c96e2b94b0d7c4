import { IconTruckDelivery } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function OrdersPage() {
  return (
    <>
      <PageHeader title="ORDERS" />
      <EmptyPanel
        icon={<IconTruckDelivery size={22} stroke={1.5} />}
        title="Orders"
        description="Purchase orders to suppliers, with their jobs, costs and status."
      />
    </>
  );
}
