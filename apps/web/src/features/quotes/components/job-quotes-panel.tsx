import { useQueryClient } from '@tanstack/react-query';
import { QUOTE_MESSAGES } from '@jobflow/contract';
import { RecordListPanel } from '@/ui/record-list-panel';
import { useDeleteQuote } from '../api/delete-quote';
import { quotesQueryKey, useQuotes } from '../api/get-quotes';
import { AddQuoteModal } from './add-quote-modal';
import { CloneQuoteDialog } from './clone-quote-dialog';

/**
 * The job's QUOTES (spec 1 section 2.9), every status included: the job page is where its
 * cancelled and completed quotes are still looked up. New and duplicated quotes join the list.
 */
export function JobQuotesPanel({ jobId, clientId }: { jobId: number; clientId: number }) {
  const client = useQueryClient();
  const quotes = useQuotes({ job_id: jobId, exclude_status: '' });
  const remove = useDeleteQuote();
  return (
    <RecordListPanel
      title="QUOTES"
      noun="quote"
      rows={quotes.data?.data.map((q) => ({ id: q.id, number: q.quote_number, name: q.name, status: q.status, href: `/quotes/${q.id}` }))}
      totalLabel="TOTAL QUOTED"
      total={quotes.data?.totals.total_value}
      deleteQuestion={(row) => `Are you sure you want to delete the quote ${row.number} ${row.name}?`}
      deleteRow={async (row) => QUOTE_MESSAGES.deleted((await remove.mutateAsync(row.id)).name)}
      renderAdd={({ opened, onClose, onDone }) => <AddQuoteModal opened={opened} onClose={onClose} jobId={jobId} clientId={clientId} onCreated={onDone} />}
      renderClone={({ id, opened, onClose, onDone }) => <CloneQuoteDialog quoteId={id} opened={opened} onClose={onClose} onCloned={onDone} />}
      onChanged={() => void client.invalidateQueries({ queryKey: quotesQueryKey })}
    />
  );
}
