import { useNavigate } from 'react-router';
import { INVOICE_MESSAGES, type TInvoice } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { CloneDialog, type TCloneJobOption } from '@/ui/line-items/components/clone-dialog';
import { useCloneInvoice } from '../api/clone-invoice';
import { useInvoice } from '../api/get-invoice';

export type CloneInvoiceDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The invoice to duplicate; its next sequence label and job are read from the server. */
  invoiceId: number | null;
  /** Called with the copy (the job page adds it to its list); without it the copy opens. */
  onCloned?: (copy: TInvoice) => void;
};

type TJobMode = 'keep' | 'none';

/**
 * DUPLICATING INVOICE (592): the next sequence label ('seq') or a new number, and keep/none
 * for the job when the invoice is on one (spec 2 "Duplicate dialogs").
 */
export function CloneInvoiceDialog({ opened, onClose, invoiceId, onCloned }: CloneInvoiceDialogProps) {
  const navigate = useNavigate();
  const invoice = useInvoice(opened && invoiceId ? invoiceId : 0);
  const clone = useCloneInvoice();
  const data = invoice.data && invoice.data.id === invoiceId ? invoice.data : null;

  const jobOptions: TCloneJobOption<TJobMode>[] | null = data?.job
    ? [
        { value: 'keep', label: `Keep job ${data.job.job_no}` },
        { value: 'none', label: 'No job' },
      ]
    : null;

  return (
    <CloneDialog<TJobMode>
      opened={opened && data !== null}
      onClose={onClose}
      title="DUPLICATING INVOICE"
      subject={data ? `Invoice ${data.invoice_number} · ${data.name}` : undefined}
      nextSequenceLabel={data?.next_sequence_number ?? null}
      jobOptions={jobOptions}
      onSubmit={async ({ numberMode, jobMode }) => {
        if (!data) return;
        const copy = await clone.mutateAsync({ invoiceId: data.id, invoiceNumber: numberMode, jobNumber: jobMode ?? 'none' });
        notifySuccess(INVOICE_MESSAGES.cloned);
        if (onCloned) onCloned(copy);
        else void navigate(`/invoices/${copy.id}`);
      }}
    />
  );
}
