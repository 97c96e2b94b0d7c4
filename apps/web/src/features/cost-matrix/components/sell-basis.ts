import { SELL_BASES, type TCostMatrixRecord } from '@jobflow/contract';

export type TSellBasis = TCostMatrixRecord['sell_basis'];

/** How each sell basis reads on screen (spec 2 section 9: quantity, the default, or time). */
export const SELL_BASIS_LABELS: Record<TSellBasis, string> = { quantity: 'Quantity', time: 'Time' };

export const SELL_BASIS_OPTIONS = SELL_BASES.map((value) => ({ value, label: SELL_BASIS_LABELS[value] }));

export function isSellBasis(value: string | null | undefined): value is TSellBasis {
  return (SELL_BASES as readonly string[]).includes(value ?? '');
}
