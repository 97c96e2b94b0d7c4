import { CreateInvoiceFromQuote } from '@/features/invoices/components/create-invoice-from-quote';
import { QuotePage as QuoteView } from '@/features/quotes/pages/quote-page';

/** The quote page composed with the invoices feature: its Create Invoice makes an invoice from the quote. */
export function QuotePage() {
  return <QuoteView createInvoiceAction={(quote) => <CreateInvoiceFromQuote quote={quote} />} />;
}
