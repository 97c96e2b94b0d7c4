import { IconTruckDelivery } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function OrderPage() {
  const { orderId } = useParams();
  return (
    <>
      <PageHeader title={`ORDER #${orderId ?? ''}`} back={<BackLink name="order" to="/orders" />} />
      <EmptyPanel
        icon={<IconTruckDelivery size={22} stroke={1.5} />}
        description="The order's details, supplier and items."
      />
    </>
  );
}
