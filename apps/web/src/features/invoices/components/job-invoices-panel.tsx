import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { RecordListPanel, type TRecordRow } from '@/ui/record-list-panel';
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
  const [adding, setAdding] = useState(false);
  const [cloning, setCloning] = useState<number | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: invoicesListQueryKey });

  const rows: TRecordRow[] | undefined = invoices.data?.data.map((i) => ({
    id: i.id,
    number: i.invoice_number,
    name: i.name,
    status: i.status,
    href: `/invoices/${i.id}`,
  }));

  const onDelete = async (row: TRecordRow) => {
    if (!(await confirmDelete(`Are you sure you want to delete invoice ${row.number} “${row.name}”?`))) return;
    try {
      const deleted = await remove.mutateAsync(row.id);
      notifySuccess(INVOICE_MESSAGES.deleted(deleted.name));
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <RecordListPanel
      title="INVOICES"
      noun="invoice"
      rows={rows}
      totalLabel="TOTAL INVOICED"
      total={invoices.data?.totals.total_value}
      onAdd={() => setAdding(true)}
      onDuplicate={setCloning}
      onDelete={(row) => void onDelete(row)}
    >
      <AddInvoiceModal
        opened={adding}
        onClose={() => setAdding(false)}
        jobId={jobId}
        clientId={clientId}
        onCreated={() => {
          setAdding(false);
          refresh();
        }}
      />
      <CloneInvoiceDialog
        invoiceId={cloning}
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
