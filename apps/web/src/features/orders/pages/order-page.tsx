import { useState } from 'react';
import { Group, Skeleton, Stack } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { TOrderUpdate } from '@jobflow/contract';
import { useOptions } from '@/lib/session';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { useDownloadOrderPdf } from '../api/download-order-pdf';
import { useOrder } from '../api/get-order';
import { useUpdateOrder } from '../api/update-order';
import { CloneOrderDialog } from '../components/clone-order-dialog';
import { OrderForm } from '../components/order-form';
import { OrderHeader } from '../components/order-header';
import { OrderItems } from '../components/order-items';

function OrderPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the order">
      <Stack gap="xs">
        <Skeleton height={12} width={120} />
        <Group justify="space-between">
          <Skeleton height={22} width={220} />
          <Skeleton height={34} width={200} />
        </Group>
        <Skeleton height={26} width="50%" />
      </Stack>
      <Skeleton height={280} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

/** The order page (spec 2, order detail): header, the fields saved together, the items and totals. */
export function OrderPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  const options = useOptions();
  const order = useOrder(id);
  const update = useUpdateOrder();
  const download = useDownloadOrderPdf();
  const [cloning, setCloning] = useState(false);

  const data = order.data;
  if (!Number.isInteger(id) || id <= 0 || (order.isError && !data)) {
    return (
      <>
        <BackLink name="order" to="/orders" />
        <Stack mt="md">
          <EmptyPanel
            icon={<IconTruckDelivery size={22} stroke={1.5} />}
            title="Order not available"
            description="This order could not be found. It may have been deleted."
          />
        </Stack>
      </>
    );
  }
  // Opening another order shows nothing of the previous one (spec 2 section 7).
  if (!data || data.id !== id) return <OrderPageSkeleton />;

  /** Header saves (status, name): the API client shows a failure; the page keeps the server's value. */
  const save = (body: TOrderUpdate) => update.mutateAsync({ orderId: data.id, body }).catch(() => undefined);

  return (
    // A different order starts from a clean slate (form values, pending name saves).
    <Stack gap="lg" key={data.id}>
      <OrderHeader
        order={data}
        statuses={options.orderStatuses}
        onSave={save}
        onDuplicate={() => setCloning(true)}
        onDownload={() => {
          if (!download.isPending) download.mutate(data.id);
        }}
        downloading={download.isPending}
      />
      <OrderForm order={data} onSave={(body) => update.mutateAsync({ orderId: data.id, body })} />
      <OrderItems order={data} />
      <CloneOrderDialog opened={cloning} orderId={data.id} onClose={() => setCloning(false)} />
    </Stack>
  );
}
