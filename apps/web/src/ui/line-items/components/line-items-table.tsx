import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { formatHours, formatMoney } from '@jobflow/contract';
import { DataTableView, VIRTUAL_FROM, withVirtualWidths } from '@/ui/data-table';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { lineItemName, sortLineItems, type TLineItem, type TLineItemSort, type TLineItemSortKey } from '../line-item-rules';

export type TLineItemsColumnTitles = {
  /** 'QTY/HOURS' (quotes) or 'QTY' (orders) */
  quantity: string;
  /** 'QUOTE RATE' or 'SELL RATE' */
  rate: string;
  /** 'QUOTED' or 'SELL' */
  amount: string;
};

export type LineItemsTableProps<T extends TLineItem> = {
  /** Accessible name of the table: 'Quote items', 'Order items'. */
  label: string;
  items: readonly T[];
  /** First load: skeleton rows. */
  loading?: boolean;
  titles: TLineItemsColumnTitles;
  /** Quotes show the # (sequence) column. */
  showSequence?: boolean;
  /** The current sort; the table sorts the rows itself (default: sequence ascending). */
  sort: TLineItemSort;
  onSortChange: (sort: TLineItemSort) => void;
  /** Each action shows only when given; invoiced lines cannot be edited or removed. */
  onEdit?: (item: T) => void;
  onRemove?: (item: T) => void;
  onDuplicate?: (item: T) => void;
  emptyText?: string;
};

const stop = (event: MouseEvent) => event.stopPropagation();

type RowButtonProps = { label: string; icon: ReactNode; color?: string; disabled?: boolean; onClick: () => void };

function RowButton({ label, icon, color = 'gray', disabled, onClick }: RowButtonProps) {
  return (
    <MouseTooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={color}
        size="sm"
        aria-label={label}
        disabled={disabled}
        onClick={(event: MouseEvent) => {
          stop(event);
          onClick();
        }}
      >
        {icon}
      </ActionIcon>
    </MouseTooltip>
  );
}

/** Wrap between words only: a column never shrinks below its longest word ('Development'). */
const WORDS_WHOLE = { overflowWrap: 'break-word' } as const;
/** The short columns' widths in a long (virtualised) list of items. */
const VIRTUAL_WIDTHS = { sequence: 64, category: 110, quantity: 92, markup: 96, cost_rate: 104, cost: 100, rate: 100, amount: 110 };

const money = (value: string) => <span className="tabular">{formatMoney(value)}</span>;
const dash = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/**
 * The items of a quote or an order (spec 2): category, item, details, quantity, markup, cost
 * rate, cost, rate and amount, money right-aligned; every column sorts (client-side); the
 * row opens the edit form. Shared by quotes and orders: titles and actions come in as props.
 */
export function LineItemsTable<T extends TLineItem>({
  label,
  items,
  loading = false,
  titles,
  showSequence = false,
  sort,
  onSortChange,
  onEdit,
  onRemove,
  onDuplicate,
  emptyText = 'No items yet',
}: LineItemsTableProps<T>) {
  const rows = useMemo(() => sortLineItems(items, sort), [items, sort]);
  const actionCount = [onEdit, onRemove, onDuplicate].filter(Boolean).length;
  const hasActions = actionCount > 0;

  const columns: DataTableColumn<T>[] = [
    ...(showSequence
      ? [{ accessor: 'sequence', title: '#', sortable: true, width: 48, render: (i: T) => <span className="tabular">{i.sequence ?? ''}</span> }]
      : []),
    {
      accessor: 'category',
      title: 'CATEGORY',
      sortable: true,
      cellsStyle: () => WORDS_WHOLE,
      // Narrow screens keep the item, which names the line well enough.
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (i) => i.category_name,
    },
    {
      accessor: 'item',
      title: 'ITEM',
      sortable: true,
      cellsStyle: () => ({ ...WORDS_WHOLE, minWidth: 140 }),
      render: (i) => (
        <Group gap={4} wrap="nowrap" align="center">
          <span>{i.cost_description}</span>
          {i.invoiced ? (
            <MouseTooltip label="Invoiced: this line can no longer change">
              <IconLock size={13} stroke={1.6} aria-label="Invoiced" color="var(--mantine-color-gray-6)" style={{ flex: 'none' }} />
            </MouseTooltip>
          ) : null}
        </Group>
      ),
    },
    { accessor: 'details', title: 'DETAILS', sortable: true, cellsStyle: () => ({ ...WORDS_WHOLE, minWidth: 120 }), render: (i) => i.details || dash },
    {
      accessor: 'quantity',
      title: titles.quantity,
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (i) => <span className="tabular">{formatHours(i.quantity)}</span>,
    },
    { accessor: 'markup', title: 'MARKUP', sortable: true, textAlign: 'right', noWrap: true, render: (i) => money(i.markup) },
    { accessor: 'cost_rate', title: 'COST RATE', sortable: true, textAlign: 'right', noWrap: true, render: (i) => money(i.cost_rate) },
    { accessor: 'cost', title: 'COST', sortable: true, textAlign: 'right', noWrap: true, render: (i) => money(i.cost) },
    { accessor: 'rate', title: titles.rate, sortable: true, textAlign: 'right', noWrap: true, render: (i) => money(i.rate) },
    {
      accessor: 'amount',
      title: titles.amount,
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (i) => (
        <Text span size="sm" fw={600} className="tabular">
          {formatMoney(i.amount)}
        </Text>
      ),
    },
    ...(hasActions
      ? [
          {
            accessor: 'actions',
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            width: 16 + 30 * actionCount,
            textAlign: 'right' as const,
            render: (i: T) => {
              const name = lineItemName(i);
              return (
                <Group gap={2} justify="flex-end" wrap="nowrap" onClick={stop}>
                  {onEdit ? (
                    <RowButton label={`Edit ${name}`} icon={<IconPencil size={16} />} disabled={i.invoiced} onClick={() => onEdit(i)} />
                  ) : null}
                  {onDuplicate ? <RowButton label={`Duplicate ${name}`} icon={<IconCopy size={16} />} onClick={() => onDuplicate(i)} /> : null}
                  {onRemove ? (
                    <RowButton label={`Remove ${name}`} color="red" icon={<IconTrash size={16} />} disabled={i.invoiced} onClick={() => onRemove(i)} />
                  ) : null}
                </Group>
              );
            },
          },
        ]
      : []),
  ];

  const sortStatus: DataTableSortStatus<T> = { columnAccessor: sort.key, direction: sort.order };

  return (
    <DataTableView<T>
      aria-label={label}
      loading={loading}
      skeletonRows={3}
      columns={withVirtualWidths(columns, rows.length, VIRTUAL_WIDTHS)}
      records={rows}
      virtualize={rows.length >= VIRTUAL_FROM}
      idAccessor="id"
      // Eleven columns at 1280 px: a little less air between them.
      horizontalSpacing="sm"
      noRecordsText={emptyText}
      sortStatus={sortStatus}
      onSortStatusChange={(status) => {
        const key = status.columnAccessor as TLineItemSortKey;
        // Another column starts ascending; the same column flips.
        onSortChange({ key, order: key === sort.key ? status.direction : 'asc' });
      }}
      onRowClick={onEdit ? ({ record }) => (record.invoiced ? undefined : onEdit(record)) : undefined}
    />
  );
}
