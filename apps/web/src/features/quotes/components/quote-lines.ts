import { PRICE_TIERS, type TQuoteItem } from '@jobflow/contract';
import type { TLineItem, TLineItemPayload } from '@/ui/line-items/line-item-rules';
import type { TQuoteItemUpdateBody } from '../api/update-quote-item';

/** A quote line as the shared items table shows it: the quote rate and quoted amount are its rate and amount. */
export type TQuoteLine = TQuoteItem & TLineItem;
export const toQuoteLine = (item: TQuoteItem): TQuoteLine => ({ ...item, rate: item.quote_rate, amount: item.quoted });

/** The quote item body: the form's `rate` is the quote rate. */
export function quoteItemBody({ rate, ...rest }: TLineItemPayload): TQuoteItemUpdateBody {
  return { ...rest, ...(rate !== undefined ? { quote_rate: rate } : {}) };
}

/** 'tier2' → 'Tier 2' */
export const priceTierLabel = (tier: string) => {
  const n = PRICE_TIERS.indexOf(tier as (typeof PRICE_TIERS)[number]);
  return n >= 0 ? `Tier ${n + 1}` : tier;
};

