import { useMemo, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { ORDER_MESSAGES, type TOrder, type TOrderItem } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { SectionPanel } from '@/ui/section-panel';
import { LineItemModal } from '@/ui/line-items/components/line-item-modal';
import { LineItemsSummary } from '@/ui/line-items/components/line-items-summary';
import { LineItemsTable } from '@/ui/line-items/components/line-items-table';
import { lineItemName, type TLineItem, type TLineItemPayload, type TLineItemSort } from '@/ui/line-items/line-item-rules';
import { useCreateOrderItem } from '../api/create-order-item';
import { useDeleteOrderItem } from '../api/delete-order-item';
import { useUpdateOrderItem, type TOrderItemUpdateInput } from '../api/update-order-item';

export type OrderItemsProps = { order: TOrder };

/** An order line as the shared table shows it: the sell rate and sell amount are its rate and amount. */
type TOrderLine = TLineItem & { source: TOrderItem };
const toLine = (item: TOrderItem): TOrderLine => ({ ...item, rate: item.sell_rate, amount: item.sell, source: item });

/** The shared form's rate is the order's sell rate (spec 2 section 5: orders price at tier1). */
function toBody(payload: TLineItemPayload): TOrderItemUpdateInput {
  const { rate, details, ...rest } = payload;
  return {
    ...rest,
    // Orders require details (the form checks it): null never reaches here for a change.
    ...(details === undefined || details === null ? {} : { details }),
    ...(rate === undefined ? {} : { sell_rate: rate }),
  };
}

const ORDER_ITEM_FORM = {
  priceTier: 'tier1',
  labels: { quantity: 'Qty', rate: 'Sell rate', amount: 'Sell' },
  messages: { selectCostItem: ORDER_MESSAGES.selectCostItem, enterRate: ORDER_MESSAGES.enterOrderRate, enterDetails: ORDER_MESSAGES.enterDetails },
  rateField: 'sell_rate',
} as const;

type TDialog = { mode: 'add' } | { mode: 'edit'; line: TOrderLine } | { mode: 'duplicate'; line: TOrderLine };

/**
 * ITEMS of an order: category, item, details, qty, markup, cost rate, cost, sell rate, sell;
 * add, edit, duplicate (a new line pre-filled from one) and remove; totals under the table.
 * An invoiced order's items can no longer change.
 */
export function OrderItems({ order }: OrderItemsProps) {
  const [sort, setSort] = useState<TLineItemSort>({ key: 'sequence', order: 'asc' });
  // The last dialog stays set while it closes, so its title does not change mid-fade.
  const [dialog, setDialogState] = useState<TDialog>({ mode: 'add' });
  const [opened, setOpened] = useState(false);
  const setDialog = (next: TDialog) => {
    setDialogState(next);
    setOpened(true);
  };
  const create = useCreateOrderItem(order.id);
  const update = useUpdateOrderItem(order.id);
  const remove = useDeleteOrderItem(order.id);
  const lines = useMemo(() => order.items.map(toLine), [order.items]);
  const locked = order.invoiced;

  const onRemove = async (line: TOrderLine) => {
    const name = lineItemName(line);
    if (!(await confirmDelete(`Are you sure you want to delete ${name}?`))) return;
    try {
      const result = await remove.mutateAsync(line.id);
      notifySuccess(ORDER_MESSAGES.itemDeleted(result.item.details));
    } catch {
      // The API client has shown the error.
    }
  };

  const onSubmit = async (payload: TLineItemPayload) => {
    const body = toBody(payload);
    if (dialog.mode === 'edit') {
      await update.mutateAsync({ itemId: dialog.line.id, body });
      notifySuccess(ORDER_MESSAGES.itemUpdated);
    } else {
      await create.mutateAsync({ ...body, cost_matrix_id: Number(body.cost_matrix_id), details: body.details ?? '' });
      notifySuccess(ORDER_MESSAGES.itemCreated);
    }
  };

  const title = dialog.mode === 'edit' ? 'EDIT ORDER ITEM' : dialog.mode === 'duplicate' ? 'DUPLICATE ORDER ITEM' : 'ADD ORDER ITEM';

  return (
    <SectionPanel
      title={`Items (${order.items.length})`}
      id="order-items"
      actions={
        locked ? null : (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setDialog({ mode: 'add' })}>
            Add Item
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {locked ? (
          <Alert variant="light" color="indigo" icon={<IconLock size={16} />} p="xs">
            {ORDER_MESSAGES.itemInvoiced}
          </Alert>
        ) : null}
        <LineItemsTable<TOrderLine>
          label="Order items"
          items={lines}
          titles={{ quantity: 'QTY', rate: 'SELL RATE', amount: 'SELL' }}
          sort={sort}
          onSortChange={setSort}
          onEdit={locked ? undefined : (line) => setDialog({ mode: 'edit', line })}
          onDuplicate={locked ? undefined : (line) => setDialog({ mode: 'duplicate', line })}
          onRemove={locked ? undefined : (line) => void onRemove(line)}
          emptyText="No items yet"
        />
        <LineItemsSummary summary={order.summary} amountLabel="TOTAL SELL" label="Order totals" />
      </Stack>
      <LineItemModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        item={dialog.mode === 'edit' ? dialog.line : null}
        template={dialog.mode === 'duplicate' ? dialog.line : null}
        {...ORDER_ITEM_FORM}
        onSubmit={onSubmit}
      />
    </SectionPanel>
  );
}
