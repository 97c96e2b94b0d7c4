import { PRICE_TIERS, SEQUENCE_CHARACTERS } from '../common/constants.ts';
import { fromCents, incGst, toCents } from '../common/format.ts';

/**
 * Pricing rules shared by quotes, orders and invoices. Money and quantities are decimal
 * strings with two decimals; arithmetic is done on whole hundredths (bigint), never floats.
 */

type TDecimal = string | number | null | undefined;
export type TPriceTier = (typeof PRICE_TIERS)[number];

/** Divides by 10^places rounding half-up (away from zero for negatives). */
function roundDiv(value: bigint, divisor: bigint): bigint {
  const neg = value < 0n;
  const a = neg ? -value : value;
  const q = a / divisor;
  const rounded = (a % divisor) * 2n >= divisor ? q + 1n : q;
  return neg ? -rounded : rounded;
}

/** quantity x rate, rounded half-up to the cent (both have two decimals, so the product has four). */
export function lineAmount(quantity: TDecimal, rate: TDecimal): string {
  return fromCents(roundDiv(toCents(quantity) * toCents(rate), 100n));
}

/** A money or quantity value normalised to two decimals ('12' → '12.00'). */
export const toDecimal2 = (value: TDecimal): string => fromCents(toCents(value));

export type TLineInput = { quantity: TDecimal; cost_rate: TDecimal; rate: TDecimal };
export type TLineAmounts = {
  /** cost rate x quantity */
  cost: string;
  /** (quote, sell or invoice) rate x quantity */
  amount: string;
  /**
   * (rate - cost rate) x quantity, taken as amount - cost of the rounded amounts so that
   * cost + markup = amount on every line and the markups add up to the gross profit.
   */
  markup: string;
};

export function lineAmounts(line: TLineInput): TLineAmounts {
  const cost = toCents(lineAmount(line.quantity, line.cost_rate));
  const amount = toCents(lineAmount(line.quantity, line.rate));
  return { cost: fromCents(cost), amount: fromCents(amount), markup: fromCents(amount - cost) };
}

/** The GST part of a total: inc. GST (x1.1 half-up to cents) less the total. */
export function gstOf(total: TDecimal): string {
  return fromCents(toCents(incGst(toDecimal2(total))) - toCents(total));
}

export type TLineTotals = {
  total_quantity: string;
  total_cost: string;
  /** sum of the line amounts (total quoted, total sell, total invoiced), ex GST */
  total: string;
  gst: string;
  /** total x 1.1, half-up to cents */
  total_inc_gst: string;
  /** total - total cost */
  gross_profit: string;
};

/** Totals of a set of lines: each line is rounded to the cent first, then added. */
export function lineTotals(lines: TLineInput[]): TLineTotals {
  let qty = 0n;
  let cost = 0n;
  let amount = 0n;
  for (const l of lines) {
    const a = lineAmounts(l);
    qty += toCents(l.quantity);
    cost += toCents(a.cost);
    amount += toCents(a.amount);
  }
  const total = fromCents(amount);
  const inc = incGst(total);
  return {
    total_quantity: fromCents(qty),
    total_cost: fromCents(cost),
    total,
    gst: fromCents(toCents(inc) - amount),
    total_inc_gst: inc,
    gross_profit: fromCents(amount - cost),
  };
}

/** A client's price tier, or tier1 when it has none (or an unknown one). */
export function priceTierOf(tier: string | null | undefined): TPriceTier {
  return (PRICE_TIERS as readonly string[]).includes(tier ?? '') ? (tier as TPriceTier) : 'tier1';
}

export type TCostPrices = {
  cost: TDecimal;
  sell_tier1: TDecimal;
  sell_tier2: TDecimal;
  sell_tier3: TDecimal;
  sell_tier4: TDecimal;
};

/** The sell price of a cost record for a price tier (tier1 when the tier is unknown). */
export function tierSellPrice(record: TCostPrices, tier: string | null | undefined): string {
  return toDecimal2(record[`sell_${priceTierOf(tier)}`]);
}

const isEmpty = (v: TDecimal) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Choosing a cost item fills an empty cost rate from the record's cost and an empty
 * (quote, sell or invoice) rate from the record's sell price for the tier.
 */
export function prefillRates(input: { cost_rate?: TDecimal; rate?: TDecimal }, record: TCostPrices, tier: string | null | undefined) {
  return {
    cost_rate: isEmpty(input.cost_rate) ? toDecimal2(record.cost) : toDecimal2(input.cost_rate),
    rate: isEmpty(input.rate) ? tierSellPrice(record, tier) : toDecimal2(input.rate),
  };
}

/**
 * The letter for the next copy in a numbering family: the one after the highest letter
 * already used (A when none), from the sequence characters (A to Z without W). Null when
 * Z is used: the family is full. Unknown letters are ignored.
 */
export function nextSequenceLetter(used: ReadonlyArray<string | null | undefined>, chars: readonly string[] = SEQUENCE_CHARACTERS): string | null {
  let highest = -1;
  for (const u of used) {
    const i = u ? chars.indexOf(u.toUpperCase()) : -1;
    if (i > highest) highest = i;
  }
  return chars[highest + 1] ?? null;
}

/** The number of a copy in a family: the root's id followed by its letter ('12A'). */
export const sequenceNumber = (rootId: number, letter: string) => `${rootId}${letter}`;

/** The next-sequence label a duplicate dialog shows, or null when the family is full. */
export function nextSequenceLabel(rootId: number, used: ReadonlyArray<string | null | undefined>, chars: readonly string[] = SEQUENCE_CHARACTERS): string | null {
  const letter = nextSequenceLetter(used, chars);
  return letter ? sequenceNumber(rootId, letter) : null;
}
