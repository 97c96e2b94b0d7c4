import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Anchor, Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCopy, IconPlus, IconReceipt, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate, useSearchParams } from 'react-router';
import { INVOICE_MESSAGES, formatLongDate, type TInvoiceListItem, type TInvoiceStatus } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { useOptions } from '@/lib/session';
import { isListHead } from '@/lib/whole-list';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, retryOf } from '@/ui/data-table';
import { EmptyPanel } from '@/ui/empty-panel';
import { Link } from '@/ui/link';
import { ListRest } from '@/ui/list-rest';
import { PageHeader } from '@/ui/page-header';
import { RowAction, RowActions } from '@/ui/row-actions';
import { WipReportButton } from '@/ui/wip-report-button';
import { StatusSelect } from '@/ui/status-select';
import { useDeleteInvoice } from '../api/delete-invoice';
import { useDownloadInvoicesWip } from '../api/download-invoices-wip';
import { useInvoices } from '../api/get-invoices';
import { useUpdateInvoice } from '../api/update-invoice';
import { AddInvoiceModal } from '../components/add-invoice-modal';
import { CloneInvoiceDialog } from '../components/clone-invoice-dialog';
import { clientOptionsOf } from '../components/invoice-options';
import { InvoicesFilters } from '../components/invoices-filters';
import { hasInvoiceFilters, invoicesParamsOf, readInvoicesUrlState, writeInvoicesUrlState, type TInvoicesUrlState } from '../components/invoices-url-state';

const SEARCH_DEBOUNCE_MS = 300;
const stop = (event: MouseEvent) => event.stopPropagation();
const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/**
 * INVOICES (spec 2 "Invoices list"): filters in the URL, unpaged, the status changed in the
 * row, duplicate and delete; the row opens the invoice.
 */
export function InvoicesPage() {
  const options = useOptions();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readInvoicesUrlState(searchParams), [searchParams]);
  const [adding, setAdding] = useState(false);
  const [cloningId, setCloningId] = useState<number | null>(null);
  const update = useUpdateInvoice();
  const remove = useDeleteInvoice();

  // The state asked for last: a URL change lands only after the route revalidates.
  const intended = useRef(state);
  useEffect(() => {
    intended.current = state;
  }, [state]);
  const change = (patch: Partial<TInvoicesUrlState>) => {
    const next = { ...intended.current, ...patch };
    intended.current = next;
    setSearchParams(writeInvoicesUrlState(next), { replace: true });
  };

  // The search applies as the user types, once typing pauses.
  const [kw, setKw] = useState(state.kw);
  const lastPushedKw = useRef(state.kw);
  const pushKw = useDebouncedCallback((value: string) => {
    lastPushedKw.current = value.trim();
    change({ kw: value });
  }, SEARCH_DEBOUNCE_MS);
  const [urlKw, setUrlKw] = useState(state.kw);
  if (urlKw !== state.kw) {
    setUrlKw(state.kw);
    if (state.kw !== lastPushedKw.current) {
      lastPushedKw.current = state.kw;
      setKw(state.kw);
    }
  }

  const invoices = useInvoices(invoicesParamsOf(state));
  const wip = useDownloadInvoicesWip();
  const result = invoices.data;
  // Only the list's first rows, the rest on its way (lib/whole-list.ts); not another filter's rows kept while this one loads.
  const head = isListHead(result) && !invoices.isPlaceholderData;
  const filtered = hasInvoiceFilters(state);

  const onStatus = async (invoice: TInvoiceListItem, status: string) => {
    try {
      await update.mutateAsync({ invoiceId: invoice.id, body: { status: status as TInvoiceStatus } });
    } catch {
      // Shown by the API client; the row shows the status the server kept.
    }
  };

  const onDelete = async (invoice: TInvoiceListItem) => {
    if (!(await confirmDelete(`Are you sure you want to delete invoice ${invoice.invoice_number} “${invoice.name}”?`))) return;
    try {
      const deleted = await remove.mutateAsync(invoice.id);
      notifySuccess(INVOICE_MESSAGES.deleted(deleted.name));
    } catch {
      // Shown by the API client.
    }
  };

  const columns: DataTableColumn<TInvoiceListItem>[] = [
    {
      accessor: 'invoice_number',
      title: 'INVOICE NO',
      noWrap: true,
      render: (i) => (
        <Anchor component={Link} to={`/invoices/${i.id}`} size="sm" fw={500} c="inherit" className="tabular" onClick={stop}>
          {i.invoice_number}
        </Anchor>
      ),
    },
    {
      accessor: 'reference_no',
      title: 'QUOTE/JOB NO',
      noWrap: true,
      render: (i) =>
        i.quote ? (
          <Anchor component={Link} to={`/quotes/${i.quote.id}`} size="sm" className="tabular" onClick={stop}>
            {i.quote.quote_number}
          </Anchor>
        ) : i.job ? (
          <Anchor component={Link} to={`/job/${i.job.id}`} size="sm" className="tabular" onClick={stop}>
            {i.job.job_no}
          </Anchor>
        ) : (
          dash
        ),
    },
    {
      accessor: 'name',
      title: 'NAME',
      cellsStyle: () => ({ minWidth: 180, overflowWrap: 'anywhere' }),
      render: (i) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {i.name}
          </Text>
          <Text size="xs" c="dimmed">
            {i.client.name}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'reference_name',
      title: 'QUOTE/JOB NAME',
      cellsStyle: () => ({ minWidth: 140, overflowWrap: 'anywhere' }),
      render: (i) => i.quote?.name ?? i.job?.name ?? dash,
    },
    {
      accessor: 'status',
      title: 'STATUS',
      width: 160,
      render: (i) => (
        <Box onClick={stop}>
          <StatusSelect
            key={`${i.id}-${i.status}`}
            label={`Status of invoice ${i.invoice_number}`}
            size="xs"
            w={140}
            value={i.status}
            options={options.invoiceStatuses}
            onChange={(status) => onStatus(i, status)}
          />
        </Box>
      ),
    },
    {
      accessor: 'invoice_date',
      title: 'DATE',
      noWrap: true,
      render: (i) => (i.invoice_date ? <span className="tabular">{formatLongDate(i.invoice_date)}</span> : dash),
    },
    {
      accessor: 'creator',
      title: 'CREATED BY',
      noWrap: true,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (i) => i.creator?.full_name ?? dash,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 72,
      textAlign: 'right',
      render: (i) => (
        <RowActions>
          <RowAction label={`Duplicate invoice ${i.invoice_number}`} tooltip="Duplicate" icon={<IconCopy size={16} />} onClick={() => setCloningId(i.id)} />
          <RowAction label={`Delete invoice ${i.invoice_number}`} tooltip="Delete" color="red" icon={<IconTrash size={16} />} onClick={() => void onDelete(i)} />
        </RowActions>
      ),
    },
  ];

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
      New Invoice
    </Button>
  );
  const headerActions = (
    <Group gap="xs" wrap="nowrap">
      <WipReportButton loading={wip.isPending} onDownload={() => wip.mutate(invoicesParamsOf(state))} />
      {addButton}
    </Group>
  );
  const nothingYet = !filtered && result?.total === 0 && !invoices.isFetching;

  return (
    <>
      <PageHeader title="INVOICES" actions={headerActions}>
        <InvoicesFilters
          kw={kw}
          onKwChange={(value) => {
            setKw(value);
            pushKw(value);
            if (!value) pushKw.flush();
          }}
          status={state.status}
          statusOptions={options.invoiceStatuses.map((s) => ({ value: s.value, label: s.label }))}
          onStatusChange={(status) => change({ status: (status as TInvoiceStatus | null) ?? null })}
          clientId={state.clientId ? String(state.clientId) : null}
          clientOptions={clientOptionsOf(options)}
          onClientChange={(id) => change({ clientId: id ? Number(id) : null })}
        />
      </PageHeader>

      {nothingYet ? (
        <EmptyPanel
          icon={<IconReceipt size={22} stroke={1.5} />}
          title="No invoices yet"
          description="Invoices raised to clients show here, with their quotes, jobs and status."
        >
          {addButton}
        </EmptyPanel>
      ) : (
        <Stack gap="sm">
          <DataTableView<TInvoiceListItem>
            aria-label="Invoices"
            virtualize
            loading={!result}
            {...retryOf(invoices)}
            skeletonRows={8}
            columns={columns}
            records={result?.data ?? []}
            expectedRecords={head ? result.total : undefined}
            filling={head && invoices.isFetching}
            fetching={invoices.isFetching && Boolean(result) && !head}
            noRecordsText={INVOICE_MESSAGES.noInvoices}
            onRowClick={({ record }) => void navigate(`/invoices/${record.id}`)}
          />
          {result && head ? (
            <ListRest list={result} noun="invoices" {...retryOf(invoices)} />
          ) : null}
        </Stack>
      )}

      <AddInvoiceModal opened={adding} onClose={() => setAdding(false)} />
      <CloneInvoiceDialog invoiceId={cloningId} opened={cloningId !== null} onClose={() => setCloningId(null)} />
    </>
  );
}
