import { useNavigate } from 'react-router';
import { QUOTE_MESSAGES, type TQuote } from '@jobflow/contract';
import { CloneDialog, type TCloneJobOption } from '@/ui/line-items/components/clone-dialog';
import { confirmOpenCopy } from '@/ui/line-items/components/confirm-open-copy';
import { notifySuccess } from '@/lib/notify';
import { useCloneQuote } from '../api/clone-quote';
import { useQuote } from '../api/get-quote';

type TQuoteJobMode = 'new' | 'none';

/** For a quote on a job: the copy gets a job of its own, or none (spec 2 "Duplicate dialogs"). */
export const QUOTE_CLONE_JOB_OPTIONS: ReadonlyArray<TCloneJobOption<TQuoteJobMode>> = [
  { value: 'new', label: 'New job number (the copy gets a job of its own)' },
  { value: 'none', label: 'No job' },
];

export type CloneQuoteDialogProps = {
  /** The quote to copy; it is loaded (or taken from the cache) for its next sequence number. */
  quoteId: number | null;
  opened: boolean;
  onClose: () => void;
  /**
   * Called with the copy instead of asking whether to open it (the job page adds the copy
   * to its list, spec 2).
   */
  onCloned?: (copy: TQuote) => void;
  /**
   * Ask whether to open the copy (the quote page, spec 2 "Quote detail"); without it the user
   * goes to the copy (the quotes list: "elsewhere the user goes to the copy").
   */
  askToOpen?: boolean;
};

/** DUPLICATING QUOTE (592): 'seq' (the family's next letter) or 'new'; then 'This quote has been cloned.' */
export function CloneQuoteDialog({ quoteId, opened, onClose, onCloned, askToOpen = false }: CloneQuoteDialogProps) {
  const navigate = useNavigate();
  const quote = useQuote(opened ? quoteId : null);
  const clone = useCloneQuote();
  const source = quote.data && quote.data.id === quoteId ? quote.data : null;

  const onSubmit = async ({ numberMode, jobMode }: { numberMode: 'seq' | 'new'; jobMode: TQuoteJobMode | null }) => {
    if (!source) return;
    const copy = await clone.mutateAsync({ quoteId: source.id, body: { quoteNumber: numberMode, jobNumber: jobMode ?? 'none' } });
    notifySuccess(QUOTE_MESSAGES.cloned);
    if (onCloned) {
      onCloned(copy);
      return;
    }
    if (!askToOpen) {
      void navigate(`/quotes/${copy.id}`);
      return;
    }
    // Asked once the dialog has closed.
    window.setTimeout(() => {
      void confirmOpenCopy(`Quote ${copy.quote_number} is ready. Go to the new quote?`, 'Quote duplicated', 'Go to the new quote').then((go) => {
        if (go) void navigate(`/quotes/${copy.id}`);
      });
    }, 0);
  };

  return (
    <CloneDialog<TQuoteJobMode>
      opened={opened && Boolean(source)}
      onClose={onClose}
      title="DUPLICATING QUOTE"
      subject={source ? `Quote ${source.quote_number} · ${source.name}` : undefined}
      nextSequenceLabel={source?.next_sequence_number ?? null}
      jobOptions={source?.job_id ? QUOTE_CLONE_JOB_OPTIONS : null}
      onSubmit={onSubmit}
    />
  );
}
