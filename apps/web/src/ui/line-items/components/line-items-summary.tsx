import { formatHours, formatMoney, type TLineTotalsResult } from '@jobflow/contract';
import { SummaryBar } from '@/ui/summary-bar';

export type LineItemsSummaryProps = {
  /** The totals the server answered with the record or with its last item change. */
  summary: TLineTotalsResult;
  /** 'TOTAL QUOTED' (quotes) or 'TOTAL SELL' (orders). */
  amountLabel: string;
  /** Accessible name: 'Quote totals'. */
  label: string;
};

/**
 * The totals under an items table (spec 2): total quantity, total cost, the total ex GST, the
 * total inc. GST (total x 1.1) and gross profit, in the quiet summary bar.
 */
export function LineItemsSummary({ summary, amountLabel, label }: LineItemsSummaryProps) {
  return (
    <SummaryBar
      aria-label={label}
      items={[
        { label: 'TOTAL QTY', value: formatHours(summary.total_quantity) },
        { label: 'TOTAL COST', value: formatMoney(summary.total_cost) },
        { label: amountLabel, value: formatMoney(summary.total) },
        { label: 'INC. GST', value: formatMoney(summary.total_inc_gst) },
        { label: 'GROSS PROFIT', value: formatMoney(summary.gross_profit) },
      ]}
    />
  );
}
