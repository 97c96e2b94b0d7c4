import { fromCents, toCents } from '../common/format.ts';

/**
 * What users type into the item forms of quotes, orders and invoices: amounts and quantities,
 * read the same way by the forms (as they are typed) and by the server's schemas
 * (line-items.schemas.ts). Plain functions and values, without zod: a page that shows amounts
 * does not load the schemas (bench/web.ts).
 */

const MONEY_RE = /^-?\d{1,12}(\.\d+)?$/;
const QUANTITY_RE = /^\d{1,6}(\.\d+)?$/;
const MAX_QUANTITY_CENTS = 99_999_999n;

/**
 * An amount typed by a user or sent as a JSON number: '$1,234.5' → '1234.50'. More than
 * two decimals are rounded half-up to the cent. Null when it is not an amount.
 */
export function parseMoneyInput(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const s = String(value).trim().replace(/[$,\s]/g, '');
  if (!MONEY_RE.test(s)) return null;
  const c = toCents(s);
  return c >= 10n ** 14n || c <= -(10n ** 14n) ? null : fromCents(c);
}

/** A quantity or number of hours, 0 to 999999.99, two decimals. */
export function parseQuantityInput(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const s = String(value).trim().replace(/[,\s]/g, '');
  if (!QUANTITY_RE.test(s)) return null;
  const c = toCents(s);
  return c > MAX_QUANTITY_CENTS ? null : fromCents(c);
}

export const MONEY_INVALID = 'Please enter an amount, e.g. 120.50';
export const QUANTITY_INVALID = 'Please enter a quantity from 0 to 999999.99';

/** Was a field sent empty? (The item rules pre-fill empty rates from the cost record.) */
export const isBlankInput = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Number choice of the duplicate dialogs: next sequence letter of the family, or a new number. */
export const CLONE_NUMBER_MODES = ['seq', 'new'] as const;
export type TCloneNumberMode = (typeof CLONE_NUMBER_MODES)[number];
