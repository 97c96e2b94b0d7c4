import { useQueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES } from '@jobflow/contract';
import { RecordListPanel } from '@/ui/record-list-panel';
import { useDeleteOrder } from '../api/delete-order';
import { ordersListQueryKey, useOrders } from '../api/get-orders';
import { AddOrderModal } from './add-order-modal';
import { CloneOrderDialog } from './clone-order-dialog';

/**
 * The job's ORDERS (spec 1 section 2.9). TOTAL ORDERS is what the job's purchase orders
 * cost (the orders list's COST column), ex GST.
 */
export function JobOrdersPanel({ jobId, clientId }: { jobId: number; clientId: number }) {
  const client = useQueryClient();
  const orders = useOrders({ page: 1, ipp: 'all', job_id: jobId });
  const remove = useDeleteOrder();
  return (
    <RecordListPanel
      title="ORDERS"
      noun="order"
      rows={orders.data?.data.map((o) => ({ id: o.id, number: o.order_number, name: o.name, status: o.status, href: `/orders/${o.id}` }))}
      totalLabel="TOTAL ORDERS"
      total={orders.data?.totals.cost}
      deleteQuestion={(row) => `Are you sure you want to delete order ${row.number} “${row.name}”?`}
      deleteRow={async (row) => ORDER_MESSAGES.deleted((await remove.mutateAsync(row.id)).name)}
      renderAdd={({ opened, onClose, onDone }) => <AddOrderModal opened={opened} onClose={onClose} jobId={jobId} clientId={clientId} onCreated={onDone} />}
      renderClone={({ id, opened, onClose, onDone }) => <CloneOrderDialog orderId={id} opened={opened} onClose={onClose} onCloned={onDone} />}
      onChanged={() => void client.invalidateQueries({ queryKey: ordersListQueryKey })}
    />
  );
}
