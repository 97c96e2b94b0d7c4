import { useNavigate } from 'react-router';
import { ORDER_MESSAGES, type TOrder } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { CloneDialog, type TCloneJobOption } from '@/ui/line-items/components/clone-dialog';
import { useCloneOrder } from '../api/clone-order';
import { useOrder } from '../api/get-order';

export type CloneOrderDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The order to duplicate; its next sequence label and job are read from the server. */
  orderId: number | null;
  /** Called with the copy (the job page adds it to its list); without it the copy opens. */
  onCloned?: (copy: TOrder) => void;
};

type TJobMode = 'keep' | 'none';

/**
 * DUPLICATING ORDER (592): the shared duplicate dialog with the order's next sequence label
 * ('seq') or a new number, and keep/none for the job when the order is on one (spec 2).
 * It opens once the order is loaded, so the choices start from the server's label.
 */
export function CloneOrderDialog({ opened, onClose, orderId, onCloned }: CloneOrderDialogProps) {
  const navigate = useNavigate();
  const order = useOrder(opened && orderId ? orderId : 0);
  const clone = useCloneOrder();
  const data = order.data && order.data.id === orderId ? order.data : null;

  const jobOptions: TCloneJobOption<TJobMode>[] | null = data?.job_id
    ? [
        { value: 'keep', label: `Keep job ${data.job_no ?? ''}`.trim() },
        { value: 'none', label: 'No job' },
      ]
    : null;

  return (
    <CloneDialog<TJobMode>
      opened={opened && data !== null}
      onClose={onClose}
      title="DUPLICATING ORDER"
      subject={data ? `Order ${data.order_number} · ${data.name}` : undefined}
      nextSequenceLabel={data?.next_sequence_number ?? null}
      jobOptions={jobOptions}
      onSubmit={async ({ numberMode, jobMode }) => {
        if (!data) return;
        const copy = await clone.mutateAsync({ orderId: data.id, orderNumber: numberMode, jobNumber: jobMode ?? 'none' });
        notifySuccess(ORDER_MESSAGES.cloned);
        if (onCloned) onCloned(copy);
        else void navigate(`/orders/${copy.id}`);
      }}
    />
  );
}
