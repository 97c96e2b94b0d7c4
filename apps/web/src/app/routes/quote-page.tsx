import type { Params } from 'react-router';
import { CreateInvoiceFromQuote } from '@/features/invoices/components/create-invoice-from-quote';
import { prefetchQuote } from '@/features/quotes/api/get-quote';
import { QuotePage as QuoteView } from '@/features/quotes/pages/quote-page';

/** The quote, requested by the route's loader before the page renders (routes/pages.ts). */
export function prefetch({ quoteId }: Params): void {
  prefetchQuote(Number(quoteId));
}

/** The quote page composed with the invoices feature: its Create Invoice makes an invoice from the quote. */
export function QuotePage() {
  return <QuoteView createInvoiceAction={(quote) => <CreateInvoiceFromQuote quote={quote} />} />;
}
