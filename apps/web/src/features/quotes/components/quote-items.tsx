import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { QUOTE_MESSAGES, type TQuote } from '@jobflow/contract';
import { LineItemModal } from '@/ui/line-items/components/line-item-modal';
import { LineItemsSummary } from '@/ui/line-items/components/line-items-summary';
import { LineItemsTable } from '@/ui/line-items/components/line-items-table';
import { lineItemName, type TLineItemPayload, type TLineItemSort } from '@/ui/line-items/line-item-rules';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { SectionPanel } from '@/ui/section-panel';
import { useCreateQuoteItem } from '../api/create-quote-item';
import { useDeleteQuoteItem } from '../api/delete-quote-item';
import { useUpdateQuoteItem } from '../api/update-quote-item';
import { quoteItemBody, toQuoteLine, type TQuoteLine } from './quote-lines';

export type QuoteItemsProps = {
  quote: TQuote;
  sort: TLineItemSort;
  onSortChange: (sort: TLineItemSort) => void;
};

type TDialog = { mode: 'add' } | { mode: 'edit'; item: TQuoteLine } | null;

const TITLES = { quantity: 'QTY/HOURS', rate: 'QUOTE RATE', amount: 'QUOTED' } as const;
const LABELS = { quantity: 'Qty/Hours', rate: 'Quote rate', amount: 'Quoted' } as const;
const MESSAGES = { selectCostItem: QUOTE_MESSAGES.selectCostItem, enterRate: QUOTE_MESSAGES.enterQuoteRate } as const;

/** ITEMS of a quote: the table (sorted by sequence unless chosen), add, edit, remove, and the totals. */
export function QuoteItems({ quote, sort, onSortChange }: QuoteItemsProps) {
  const [dialog, setDialog] = useState<TDialog>(null);
  const createItem = useCreateQuoteItem();
  const updateItem = useUpdateQuoteItem();
  const deleteItem = useDeleteQuoteItem();
  const lines = useMemo(() => quote.items.map(toQuoteLine), [quote.items]);

  const onSubmit = async (payload: TLineItemPayload) => {
    if (dialog?.mode === 'edit') {
      await updateItem.mutateAsync({ quoteId: quote.id, itemId: dialog.item.id, body: quoteItemBody(payload) });
      notifySuccess(QUOTE_MESSAGES.itemUpdated);
    } else {
      const body = quoteItemBody(payload);
      await createItem.mutateAsync({ quoteId: quote.id, body: { ...body, cost_matrix_id: payload.cost_matrix_id ?? 0 } });
      notifySuccess(QUOTE_MESSAGES.itemCreated);
    }
  };

  const onRemove = async (item: TQuoteLine) => {
    const name = lineItemName(item);
    if (!(await confirmDelete(`Are you sure you want to delete the item ${name}?`))) return;
    try {
      await deleteItem.mutateAsync({ quoteId: quote.id, itemId: item.id });
      notifySuccess(QUOTE_MESSAGES.itemDeleted(name));
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <SectionPanel
      id="quote-items"
      title={`ITEMS (${quote.items.length})`}
      flush
      actions={
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setDialog({ mode: 'add' })}>
          Add Item
        </Button>
      }
    >
      <Stack gap="sm" px="md" pb="md">
        <LineItemsTable<TQuoteLine>
          label="Quote items"
          items={lines}
          titles={TITLES}
          showSequence
          sort={sort}
          onSortChange={onSortChange}
          onEdit={(item) => setDialog({ mode: 'edit', item })}
          onRemove={(item) => void onRemove(item)}
          emptyText="No items yet: add one from the cost matrix"
        />
        <LineItemsSummary summary={quote.summary} amountLabel="TOTAL QUOTED" label="Quote totals" />
      </Stack>
      <LineItemModal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.mode === 'edit' ? 'EDIT QUOTE ITEM' : 'ADD QUOTE ITEM'}
        item={dialog?.mode === 'edit' ? dialog.item : null}
        priceTier={quote.price_tier}
        labels={LABELS}
        messages={MESSAGES}
        rateField="quote_rate"
        onSubmit={onSubmit}
      />
    </SectionPanel>
  );
}
