import { useState, type ReactNode } from 'react';
import { Group, Skeleton, Stack } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { QUOTE_MESSAGES, type TQuote, type TQuoteItemSortKey, type TQuoteUpdate } from '@jobflow/contract';
import type { TLineItemSort, TLineItemSortKey } from '@/ui/line-items/line-item-rules';
import { notifySuccessThrottled } from '@/lib/notify';
import { useOptions } from '@/lib/session';
import { useDeferredData } from '@/lib/use-deferred-data';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { SectionPanel } from '@/ui/section-panel';
import { useDelayedSave } from '@/ui/use-delayed-save';
import { useDownloadQuotePdf } from '../api/download-quote-pdf';
import { useQuote } from '../api/get-quote';
import { useUpdateQuote } from '../api/update-quote';
import { CloneQuoteDialog } from '../components/clone-quote-dialog';
import { notifyJobCreated } from '../components/job-created-notice';
import { QuoteDetails } from '../components/quote-details';
import { QuoteHeader } from '../components/quote-header';
import { QuoteItems } from '../components/quote-items';

/** The items table's columns as the PDF names them (its rate and amount are the quote rate and quoted). */
const PDF_SORT_KEYS: Record<TLineItemSortKey, TQuoteItemSortKey> = {
  sequence: 'sequence',
  category: 'category',
  item: 'item',
  details: 'details',
  quantity: 'quantity',
  markup: 'markup',
  cost_rate: 'cost_rate',
  cost: 'cost',
  rate: 'quote_rate',
  amount: 'quoted',
};

/** Spec 2 section 9: quote items sort by sequence, ascending. */
const DEFAULT_ITEM_SORT: TLineItemSort = { key: 'sequence', order: 'asc' };

type QuoteDescriptionProps = { description: string | null; height: number; onSave: (body: TQuoteUpdate) => unknown };

/** The description in the rich-text editor, saved about 1 s after it loses focus. */
function QuoteDescription({ description, height, onSave }: QuoteDescriptionProps) {
  const save = useDelayedSave((html) => onSave({ description: html || null }));
  return (
    <SectionPanel id="quote-description" title="DESCRIPTION">
      <RichTextEditor
        label="Quote description"
        placeholder="What the quote covers: scope, deliverables, assumptions…"
        initialValue={description}
        height={height}
        onReady={save.ready}
        onChange={save.change}
        onFocus={save.focus}
        onBlur={save.blur}
      />
    </SectionPanel>
  );
}

function QuotePageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the quote">
      <Stack gap="xs">
        <Skeleton height={12} width={120} />
        <Group justify="space-between">
          <Skeleton height={22} width={260} />
          <Skeleton height={34} width={320} />
        </Group>
        <Skeleton height={26} width="50%" />
      </Stack>
      <Skeleton height={160} radius="md" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}

export type QuotePageProps = {
  /** The header's Create Invoice control, composed in by the app's route (quotes do not import invoices). */
  createInvoiceAction?: (quote: TQuote) => ReactNode;
};

/** A quote (spec 2 "Quote detail"): header, details, items with their totals, description. */
export function QuotePage({ createInvoiceAction }: QuotePageProps = {}) {
  const { quoteId } = useParams();
  const id = Number(quoteId);
  const navigate = useNavigate();
  const options = useOptions();
  const quote = useQuote(id);
  const update = useUpdateQuote();
  const download = useDownloadQuotePdf();
  const [cloning, setCloning] = useState(false);
  const [itemSort, setItemSort] = useState<TLineItemSort>(DEFAULT_ITEM_SORT);
  const data = useDeferredData(quote.data, id);

  if (!Number.isInteger(id) || id <= 0 || (quote.isError && !quote.data)) {
    return (
      <>
        <BackLink name="quote" to="/quotes" />
        <Stack mt="md">
          <EmptyPanel
            icon={<IconFileDollar size={22} stroke={1.5} />}
            title="Quote not available"
            description="This quote could not be found. It may have been deleted."
          />
        </Stack>
      </>
    );
  }
  if (!data) return <QuotePageSkeleton />;

  /** Every save confirms at most once per 5 s; a status change that created the job says so. */
  const save = async (body: TQuoteUpdate) => {
    try {
      const saved = await update.mutateAsync({ quoteId: data.id, body });
      notifySuccessThrottled('quote-updated', QUOTE_MESSAGES.updated);
      notifyJobCreated(saved, (jobId) => void navigate(`/job/${jobId}`));
    } catch {
      // Shown by the API client; the page keeps what the server has.
    }
  };

  return (
    // A different quote starts from a clean slate (fields, pending saves).
    <Stack gap="lg" key={data.id}>
      <QuoteHeader
        quote={data}
        statuses={options.quoteStatuses}
        onSave={save}
        onDuplicate={() => setCloning(true)}
        onDownload={() => download.mutate({ quoteId: data.id, query: { sort: PDF_SORT_KEYS[itemSort.key], order: itemSort.order } })}
        downloading={download.isPending}
        createInvoice={createInvoiceAction?.(data)}
      />
      <QuoteDetails quote={data} onSave={save} />
      <QuoteItems quote={data} sort={itemSort} onSortChange={setItemSort} />
      <QuoteDescription description={data.description} height={options.editor.height} onSave={save} />
      <CloneQuoteDialog quoteId={data.id} opened={cloning} onClose={() => setCloning(false)} askToOpen />
    </Stack>
  );
}
