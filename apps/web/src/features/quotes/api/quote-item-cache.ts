import type { QueryClient } from '@tanstack/react-query';
import type { TQuote, TQuoteItem, TLineTotalsResult } from '@jobflow/contract';
import { quoteQueryKey } from './get-quote';
import { quotesQueryKey } from './get-quotes';

export type TQuoteItemResult = { item: TQuoteItem; summary: TLineTotalsResult; total_value: string };

/** The quote with one line added, replaced or removed and the totals the server answered. */
export function withItemResult(quote: TQuote, result: TQuoteItemResult, change: 'upsert' | 'remove'): TQuote {
  const others = quote.items.filter((i) => i.id !== result.item.id);
  const exists = others.length !== quote.items.length;
  const items =
    change === 'remove' ? others : exists ? quote.items.map((i) => (i.id === result.item.id ? result.item : i)) : [...quote.items, result.item];
  return { ...quote, items, summary: result.summary, total_value: result.total_value };
}

/** An item call's answer lands in the quote's page at once; lists show the new value when next shown. */
export function applyItemResult(client: QueryClient, quoteId: number, result: TQuoteItemResult, change: 'upsert' | 'remove') {
  client.setQueryData<TQuote>(quoteQueryKey(quoteId), (quote) => (quote ? withItemResult(quote, result, change) : quote));
  void client.invalidateQueries({ queryKey: quotesQueryKey, refetchType: 'none' });
}
