import type { ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconArrowBarToDown, IconCheck } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import {
  INVOICE_MESSAGES,
  formatDate,
  formatHours,
  formatMoney,
  type TInvoiceMoveType,
  type TRelatedOrder,
  type TRelatedQuoteItem,
  type TRelatedTask,
  type TRelatedTimesheet,
} from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { DataTableView, VIRTUAL_FROM, withVirtualWidths } from '@/ui/data-table';
import { Link } from '@/ui/link';
import { StatusBadge } from '@/ui/status-badge';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useRelatedItems } from '../api/get-related-items';
import { useMoveItem } from '../api/move-item';

type TRelatedRow = { id: number; invoiced: boolean; invoice: { id: number; invoice_number: string } | null };

export type RelatedItemsProps = { invoiceId: number; jobId: number | null; type: TInvoiceMoveType };

const money = (value: string) => <span className="tabular">{formatMoney(value)}</span>;
const hours = (value: string) => <span className="tabular">{formatHours(value)}</span>;
const WORDS_WHOLE = { overflowWrap: 'break-word' } as const;

/** The short columns' widths in a long (virtualised) related list. */
const VIRTUAL_WIDTHS = {
  quote_number: 104, category_name: 130, quantity: 104, rate: 116, amount: 120,
  session_date: 112, 'user.full_name': 170, duration: 90,
  order_number: 112, items_count: 84,
  seq_no: 64, status: 140, actual_hours: 90,
};

/** What the move control and the checkmark name for a row. */
const ROW_NOUN: Record<TInvoiceMoveType, string> = { quote: 'quote item', time: 'time record', order: 'order', task: 'task' };

const QUOTE_COLUMNS: DataTableColumn<TRelatedQuoteItem>[] = [
  {
    accessor: 'quote_number',
    title: 'QUOTE',
    noWrap: true,
    render: (r) => (
      <Anchor component={Link} to={`/quotes/${r.quote_id}`} size="sm" className="tabular">
        {r.quote_number}
      </Anchor>
    ),
  },
  { accessor: 'category_name', title: 'CATEGORY', cellsStyle: () => WORDS_WHOLE },
  { accessor: 'cost_description', title: 'ITEM', cellsStyle: () => WORDS_WHOLE },
  { accessor: 'details', title: 'DETAILS', cellsStyle: () => ({ ...WORDS_WHOLE, minWidth: 160 }), render: (r) => r.details || '—' },
  { accessor: 'quantity', title: 'QTY/HOURS', textAlign: 'right', noWrap: true, render: (r) => hours(r.quantity) },
  { accessor: 'rate', title: 'QUOTE RATE', textAlign: 'right', noWrap: true, render: (r) => money(r.rate) },
  { accessor: 'amount', title: 'QUOTED', textAlign: 'right', noWrap: true, render: (r) => money(r.amount) },
];

const TIME_COLUMNS: DataTableColumn<TRelatedTimesheet>[] = [
  { accessor: 'session_date', title: 'DATE', noWrap: true, render: (r) => <span className="tabular">{formatDate(r.session_date)}</span> },
  { accessor: 'user.full_name', title: 'TEAM MEMBER', noWrap: true },
  { accessor: 'task.name', title: 'TASK', cellsStyle: () => WORDS_WHOLE, render: (r) => r.task?.name ?? '—' },
  { accessor: 'description', title: 'DESCRIPTION', cellsStyle: () => ({ ...WORDS_WHOLE, minWidth: 160 }) },
  { accessor: 'duration', title: 'HOURS', textAlign: 'right', noWrap: true, render: (r) => hours(r.duration) },
  { accessor: 'rate', title: 'RATE', textAlign: 'right', noWrap: true, render: (r) => money(r.rate) },
  { accessor: 'amount', title: 'AMOUNT', textAlign: 'right', noWrap: true, render: (r) => money(r.amount) },
];

const ORDER_COLUMNS: DataTableColumn<TRelatedOrder>[] = [
  {
    accessor: 'order_number',
    title: 'ORDER NO',
    noWrap: true,
    render: (r) => (
      <Anchor component={Link} to={`/orders/${r.id}`} size="sm" className="tabular">
        {r.order_number}
      </Anchor>
    ),
  },
  { accessor: 'name', title: 'NAME', cellsStyle: () => ({ ...WORDS_WHOLE, minWidth: 160 }) },
  { accessor: 'supplier.name', title: 'SUPPLIER', render: (r) => r.supplier?.name ?? '—' },
  { accessor: 'items_count', title: 'ITEMS', textAlign: 'right', noWrap: true, render: (r) => <span className="tabular">{r.items_count}</span> },
  { accessor: 'amount', title: 'SELL', textAlign: 'right', noWrap: true, render: (r) => money(r.amount) },
];

const TASK_COLUMNS: DataTableColumn<TRelatedTask>[] = [
  { accessor: 'seq_no', title: '#', width: 48, render: (r) => <span className="tabular">{r.seq_no ?? ''}</span> },
  { accessor: 'name', title: 'TASK', cellsStyle: () => ({ ...WORDS_WHOLE, minWidth: 200 }) },
  { accessor: 'status', title: 'STATUS', noWrap: true, render: (r) => <StatusBadge status={r.status} size="sm" /> },
  { accessor: 'actual_hours', title: 'HOURS', textAlign: 'right', noWrap: true, render: (r) => hours(r.actual_hours) },
  { accessor: 'rate', title: 'RATE', textAlign: 'right', noWrap: true, render: (r) => money(r.rate) },
  { accessor: 'amount', title: 'AMOUNT', textAlign: 'right', noWrap: true, render: (r) => money(r.amount) },
];

const TABLE_LABELS: Record<TInvoiceMoveType, string> = {
  quote: 'Related quote items',
  time: 'Related time',
  order: 'Related orders',
  task: 'Related tasks',
};

type MoveCellProps = { row: TRelatedRow; type: TInvoiceMoveType; invoiceId: number; moving: boolean; onMove: (id: number) => void };

/**
 * A checkmark once the row is on an invoice, else the move control. On another invoice the
 * check is grey and names that invoice as a link, so it does not read as moved onto this one.
 */
function MoveCell({ row, type, invoiceId, moving, onMove }: MoveCellProps) {
  if (row.invoiced) {
    const elsewhere = row.invoice && row.invoice.id !== invoiceId ? row.invoice : null;
    const where = elsewhere ? `On invoice ${elsewhere.invoice_number}` : row.invoice ? 'On this invoice' : 'Invoiced';
    const check = (
      <MouseTooltip label={where}>
        <ThemeIcon variant="light" color={elsewhere ? 'gray' : 'teal'} size="sm" radius="xl" aria-label={`${ROW_NOUN[type]} ${row.id}: ${where}`} role="img">
          <IconCheck size={14} stroke={2.2} />
        </ThemeIcon>
      </MouseTooltip>
    );
    if (!elsewhere) return check;
    return (
      <Group gap={6} wrap="nowrap">
        {check}
        <Anchor component={Link} to={`/invoices/${elsewhere.id}`} size="xs" className="tabular" aria-label={`Invoice ${elsewhere.invoice_number}`}>
          #{elsewhere.invoice_number}
        </Anchor>
      </Group>
    );
  }
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconArrowBarToDown size={13} />}
      aria-label={`Move ${ROW_NOUN[type]} ${row.id} onto the invoice`}
      loading={moving}
      onClick={() => onMove(row.id)}
    >
      Move
    </Button>
  );
}

/**
 * A related tab (spec 2 "Invoice detail"): the invoice job's quote items, time, orders or
 * tasks, each with a move control, or a checkmark once moved. Without a job: nothing.
 */
export function RelatedItems({ invoiceId, jobId, type }: RelatedItemsProps) {
  const related = useRelatedItems(invoiceId, type, jobId);
  const move = useMoveItem(invoiceId);

  const onMove = async (id: number) => {
    if (move.isPending) return;
    try {
      await move.mutateAsync({ type, id });
      notifySuccess(INVOICE_MESSAGES.moved[type]);
    } catch {
      // Shown by the API client (already invoiced, not related).
    }
  };

  const moveColumn = <T extends TRelatedRow>(): DataTableColumn<T> => ({
    accessor: 'move',
    title: <VisuallyHidden>Move</VisuallyHidden>,
    width: 104,
    textAlign: 'right',
    render: (row) => (
      <MoveCell row={row} type={type} invoiceId={invoiceId} moving={move.isPending && move.variables.id === row.id} onMove={(id) => void onMove(id)} />
    ),
  });

  const data = jobId === null ? [] : (related.data?.data ?? []);
  const common = {
    'aria-label': TABLE_LABELS[type],
    // a job's time can run to thousands of records: the long lists render the rows near the window
    virtualize: data.length >= VIRTUAL_FROM,
    loading: jobId !== null && !related.data,
    skeletonRows: 3,
    noRecordsText: INVOICE_MESSAGES.noRelated[type],
    fetching: related.isFetching && Boolean(related.data),
    horizontalSpacing: 'sm',
  } as const;

  let table: ReactNode;
  switch (type) {
    case 'quote':
      table = <DataTableView<TRelatedQuoteItem> {...common} columns={withVirtualWidths([...QUOTE_COLUMNS, moveColumn<TRelatedQuoteItem>()], data.length, VIRTUAL_WIDTHS)} records={data as TRelatedQuoteItem[]} />;
      break;
    case 'time':
      table = <DataTableView<TRelatedTimesheet> {...common} columns={withVirtualWidths([...TIME_COLUMNS, moveColumn<TRelatedTimesheet>()], data.length, VIRTUAL_WIDTHS)} records={data as TRelatedTimesheet[]} />;
      break;
    case 'order':
      table = <DataTableView<TRelatedOrder> {...common} columns={withVirtualWidths([...ORDER_COLUMNS, moveColumn<TRelatedOrder>()], data.length, VIRTUAL_WIDTHS)} records={data as TRelatedOrder[]} />;
      break;
    case 'task':
      table = <DataTableView<TRelatedTask> {...common} columns={withVirtualWidths([...TASK_COLUMNS, moveColumn<TRelatedTask>()], data.length, VIRTUAL_WIDTHS)} records={data as TRelatedTask[]} />;
      break;
  }

  return (
    <Stack gap="xs">
      {jobId === null ? (
        <Text size="sm" c="dimmed">
          This invoice has no related job: choose one under INVOICE DETAILS to list what can be invoiced from it.
        </Text>
      ) : null}
      {table}
    </Stack>
  );
}
