import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { RecordListPanel, type TRecordRow } from '@/ui/record-list-panel';
import { useDeleteOrder } from '../api/delete-order';
import { ordersListQueryKey, useOrders } from '../api/get-orders';
import { AddOrderModal } from './add-order-modal';
import { CloneOrderDialog } from './clone-order-dialog';

/**
 * The job's ORDERS (spec 1 section 2.9). TOTAL ORDERS is what the job's purchase orders
 * cost (the orders list's COST column), ex GST.
 */
export function JobOrdersPanel({ jobId }: { jobId: number }) {
  const client = useQueryClient();
  const orders = useOrders({ page: 1, ipp: 'all', job_id: jobId });
  const remove = useDeleteOrder();
  const [adding, setAdding] = useState(false);
  const [cloning, setCloning] = useState<number | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: ordersListQueryKey });

  const rows: TRecordRow[] | undefined = orders.data?.data.map((o) => ({
    id: o.id,
    number: o.order_number,
    name: o.name,
    status: o.status,
    href: `/orders/${o.id}`,
  }));

  const onDelete = async (row: TRecordRow) => {
    if (!(await confirmDelete(`Are you sure you want to delete order ${row.number} “${row.name}”?`))) return;
    try {
      const deleted = await remove.mutateAsync(row.id);
      notifySuccess(ORDER_MESSAGES.deleted(deleted.name));
    } catch {
      // Shown by the API client (an invoiced order stays).
    }
  };

  return (
    <RecordListPanel
      title="ORDERS"
      noun="order"
      rows={rows}
      totalLabel="TOTAL ORDERS"
      total={orders.data?.totals.cost}
      onAdd={() => setAdding(true)}
      onDuplicate={setCloning}
      onDelete={(row) => void onDelete(row)}
    >
      <AddOrderModal
        opened={adding}
        onClose={() => setAdding(false)}
        jobId={jobId}
        onCreated={() => {
          setAdding(false);
          refresh();
        }}
      />
      <CloneOrderDialog
        orderId={cloning}
        opened={cloning !== null}
        onClose={() => setCloning(null)}
        onCloned={() => {
          setCloning(null);
          refresh();
        }}
      />
    </RecordListPanel>
  );
}
