import { useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES } from '@jobflow/contract';
import { RecordListPanel } from '@/ui/record-list-panel';
import { useDeleteInvoice } from '../api/delete-invoice';
import { invoicesListQueryKey, useInvoices } from '../api/get-invoices';
import { AddInvoiceModal } from './add-invoice-modal';
import { CloneInvoiceDialog } from './clone-invoice-dialog';

export type JobInvoicesPanelProps = { jobId: number; clientId: number };

/**
 * The job's INVOICES (spec 1 section 2.9), every status included. TOTAL INVOICED is what the
 * job's invoices bill, ex GST. New and duplicated invoices join the list.
 */
export function JobInvoicesPanel({ jobId, clientId }: JobInvoicesPanelProps) {
  const client = useQueryClient();
  const invoices = useInvoices({ job_id: jobId });
  const remove = useDeleteInvoice();
  return (
    <RecordListPanel
      title="INVOICES"
      noun="invoice"
      rows={invoices.data?.data.map((i) => ({ id: i.id, number: i.invoice_number, name: i.name, status: i.status, href: `/invoices/${i.id}` }))}
      totalLabel="TOTAL INVOICED"
      total={invoices.data?.totals.total_value}
      deleteQuestion={(row) => `Are you sure you want to delete invoice ${row.number} “${row.name}”?`}
      deleteRow={async (row) => INVOICE_MESSAGES.deleted((await remove.mutateAsync(row.id)).name)}
      renderAdd={({ opened, onClose, onDone }) => <AddInvoiceModal opened={opened} onClose={onClose} jobId={jobId} clientId={clientId} onCreated={onDone} />}
      renderClone={({ id, opened, onClose, onDone }) => <CloneInvoiceDialog invoiceId={id} opened={opened} onClose={onClose} onCloned={onDone} />}
      onChanged={() => void client.invalidateQueries({ queryKey: invoicesListQueryKey })}
    />
  );
}
