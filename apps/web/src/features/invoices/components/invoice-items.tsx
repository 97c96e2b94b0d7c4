import { useMemo, useState, type MouseEvent } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { INVOICE_MESSAGES, formatHours, formatMoney, type TInvoice } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, VIRTUAL_FROM, withVirtualWidths } from '@/ui/data-table';
import { SectionPanel } from '@/ui/section-panel';
import { SummaryBar } from '@/ui/summary-bar';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useCreateInvoiceItem } from '../api/create-invoice-item';
import { useDeleteInvoiceItem } from '../api/delete-invoice-item';
import { useUpdateInvoiceItem, type TInvoiceItemUpdateInput } from '../api/update-invoice-item';
import { InvoiceItemModal } from './invoice-item-modal';
import { invoiceLineName, toInvoiceLine, type TInvoiceLine } from './invoice-lines';

export type InvoiceItemsProps = { invoice: TInvoice };

const stop = (event: MouseEvent) => event.stopPropagation();
const money = (value: string) => <span className="tabular">{formatMoney(value)}</span>;
const WORDS_WHOLE = { overflowWrap: 'break-word' } as const;
const TYPE_COLORS: Record<string, string> = { quote: 'teal', task: 'violet', timesheet: 'blue', order: 'orange' };
/** The short columns' widths in a long (virtualised) invoice. */
const VIRTUAL_WIDTHS = { type: 84, category_name: 116, cost_description: 150, quantity: 96, rate: 112, amount: 104, gst: 88, amount_inc_gst: 150 };

/**
 * The invoice's items (spec 2 "Invoice detail"): type, category, item, details, qty/hours,
 * invoice rate, invoiced, GST and invoiced inc. GST; Add Item, edit and remove; TOTAL and
 * INC. GST under the table.
 */
export function InvoiceItems({ invoice }: InvoiceItemsProps) {
  const [editing, setEditing] = useState<TInvoiceLine | null>(null);
  const [opened, setOpened] = useState(false);
  const create = useCreateInvoiceItem(invoice.id);
  const update = useUpdateInvoiceItem(invoice.id);
  const remove = useDeleteInvoiceItem(invoice.id);
  const lines = useMemo(() => invoice.items.map(toInvoiceLine), [invoice.items]);

  const open = (line: TInvoiceLine | null) => {
    setEditing(line);
    setOpened(true);
  };

  const onRemove = async (line: TInvoiceLine) => {
    const name = invoiceLineName(line.source);
    if (!(await confirmDelete(`Are you sure you want to delete ${name}?`))) return;
    try {
      const result = await remove.mutateAsync(line.id);
      notifySuccess(INVOICE_MESSAGES.itemDeleted(invoiceLineName(result.item)));
    } catch {
      // The API client has shown the error.
    }
  };

  const onSubmit = async (body: TInvoiceItemUpdateInput) => {
    if (editing) {
      await update.mutateAsync({ itemId: editing.id, body });
      notifySuccess(INVOICE_MESSAGES.itemUpdated);
    } else {
      await create.mutateAsync({ ...body, cost_matrix_id: Number(body.cost_matrix_id), description: body.description ?? '' });
      notifySuccess(INVOICE_MESSAGES.itemCreated);
    }
  };

  const columns: DataTableColumn<TInvoiceLine>[] = [
    {
      accessor: 'type',
      title: 'TYPE',
      noWrap: true,
      render: (l) => (
        <Badge variant="light" color={TYPE_COLORS[l.source.type] ?? 'gray'} size="sm" radius="sm">
          {l.type_label}
        </Badge>
      ),
    },
    {
      accessor: 'category_name',
      title: 'CATEGORY',
      cellsStyle: () => WORDS_WHOLE,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (l) => l.category_name || '—',
    },
    { accessor: 'cost_description', title: 'ITEM', cellsStyle: () => ({ ...WORDS_WHOLE, minWidth: 120 }), render: (l) => l.cost_description || '—' },
    { accessor: 'details', title: 'DETAILS', cellsStyle: () => ({ ...WORDS_WHOLE, minWidth: 160 }), render: (l) => l.details || '—' },
    { accessor: 'quantity', title: 'QTY/HOURS', textAlign: 'right', noWrap: true, render: (l) => <span className="tabular">{formatHours(l.quantity)}</span> },
    { accessor: 'rate', title: 'INVOICE RATE', textAlign: 'right', noWrap: true, render: (l) => money(l.rate) },
    { accessor: 'amount', title: 'INVOICED', textAlign: 'right', noWrap: true, render: (l) => money(l.amount) },
    { accessor: 'gst', title: 'GST', textAlign: 'right', noWrap: true, render: (l) => money(l.source.gst) },
    {
      accessor: 'amount_inc_gst',
      title: 'INVOICED INC. GST',
      textAlign: 'right',
      noWrap: true,
      render: (l) => (
        <Text span size="sm" fw={600} className="tabular">
          {formatMoney(l.source.amount_inc_gst)}
        </Text>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 76,
      textAlign: 'right',
      render: (l) => {
        const name = invoiceLineName(l.source);
        return (
          <Group gap={2} justify="flex-end" wrap="nowrap" onClick={stop}>
            <MouseTooltip label={`Edit ${name}`}>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Edit ${name}`} onClick={() => open(l)}>
                <IconPencil size={16} />
              </ActionIcon>
            </MouseTooltip>
            <MouseTooltip label={`Remove ${name}`}>
              <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${name}`} onClick={() => void onRemove(l)}>
                <IconTrash size={16} />
              </ActionIcon>
            </MouseTooltip>
          </Group>
        );
      },
    },
  ];

  return (
    <SectionPanel
      title={`ITEMS (${invoice.items.length})`}
      id="invoice-items"
      actions={
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => open(null)}>
          Add Item
        </Button>
      }
    >
      <Stack gap="sm">
        <DataTableView<TInvoiceLine>
          aria-label="Invoice items"
          columns={withVirtualWidths(columns, lines.length, VIRTUAL_WIDTHS)}
          records={lines}
          // a long invoice (200 lines) renders the lines near the window: all of them at once
          // was a 786 ms task on opening it (bench data), mostly its rows' buttons and tooltips
          virtualize={lines.length >= VIRTUAL_FROM}
          idAccessor="id"
          horizontalSpacing="sm"
          noRecordsText="No items yet"
          onRowClick={({ record }) => open(record)}
        />
        <Group>
          <SummaryBar
            aria-label="Invoice totals"
            items={[
              { label: 'TOTAL', value: formatMoney(invoice.summary.total) },
              { label: 'GST', value: formatMoney(invoice.summary.gst) },
              { label: 'INC. GST', value: formatMoney(invoice.summary.total_inc_gst) },
            ]}
          />
        </Group>
      </Stack>
      <InvoiceItemModal opened={opened} onClose={() => setOpened(false)} item={editing?.source ?? null} onSubmit={onSubmit} />
    </SectionPanel>
  );
}
