import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUOTE_MESSAGES } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { RecordListPanel, type TRecordRow } from '@/ui/record-list-panel';
import { useDeleteQuote } from '../api/delete-quote';
import { quotesQueryKey, useQuotes } from '../api/get-quotes';
import { AddQuoteModal } from './add-quote-modal';
import { CloneQuoteDialog } from './clone-quote-dialog';

/**
 * The job's QUOTES (spec 1 section 2.9), every status included: the job page is where its
 * cancelled and completed quotes are still looked up. New and duplicated quotes join the list.
 */
export function JobQuotesPanel({ jobId }: { jobId: number }) {
  const client = useQueryClient();
  const quotes = useQuotes({ job_id: jobId, exclude_status: '' });
  const remove = useDeleteQuote();
  const [adding, setAdding] = useState(false);
  const [cloning, setCloning] = useState<number | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: quotesQueryKey });

  const rows: TRecordRow[] | undefined = quotes.data?.data.map((q) => ({
    id: q.id,
    number: q.quote_number,
    name: q.name,
    status: q.status,
    href: `/quotes/${q.id}`,
  }));

  const onDelete = async (row: TRecordRow) => {
    if (!(await confirmDelete(`Are you sure you want to delete the quote ${row.number} ${row.name}?`))) return;
    try {
      const deleted = await remove.mutateAsync(row.id);
      notifySuccess(QUOTE_MESSAGES.deleted(deleted.name));
    } catch {
      // Shown by the API client (a quote with invoices stays).
    }
  };

  return (
    <RecordListPanel
      title="QUOTES"
      noun="quote"
      rows={rows}
      totalLabel="TOTAL QUOTED"
      total={quotes.data?.totals.total_value}
      onAdd={() => setAdding(true)}
      onDuplicate={setCloning}
      onDelete={(row) => void onDelete(row)}
    >
      <AddQuoteModal
        opened={adding}
        onClose={() => setAdding(false)}
        jobId={jobId}
        onCreated={() => {
          setAdding(false);
          refresh();
        }}
      />
      <CloneQuoteDialog
        quoteId={cloning}
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
