import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCopy, IconFileDollar, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useNavigate, useSearchParams } from 'react-router';
import { MANAGER_USER_TYPE_ID, QUOTE_MESSAGES, can, formatMoney, type TQuoteListItem, type TQuoteStatus } from '@jobflow/contract';
import { notifySuccess, notifySuccessThrottled } from '@/lib/notify';
import { useAuthUser, useOptions } from '@/lib/session';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, retryOf } from '@/ui/data-table';
import { isListHead } from '@/lib/whole-list';
import { EmptyPanel } from '@/ui/empty-panel';
import { Link } from '@/ui/link';
import { ListRest } from '@/ui/list-rest';
import { PageHeader } from '@/ui/page-header';
import { RowAction, RowActions } from '@/ui/row-actions';
import { WipReportButton } from '@/ui/wip-report-button';
import { StatusSelect } from '@/ui/status-select';
import { SummaryBar } from '@/ui/summary-bar';
import { useDeleteQuote } from '../api/delete-quote';
import { useDownloadQuotesWip } from '../api/download-quotes-wip';
import { useQuotes } from '../api/get-quotes';
import { useTeamOptions } from '../api/get-team';
import { useUpdateQuote } from '../api/update-quote';
import { AddQuoteModal } from '../components/add-quote-modal';
import { CloneQuoteDialog } from '../components/clone-quote-dialog';
import { notifyJobCreated } from '../components/job-created-notice';
import { QuotesFilters } from '../components/quotes-filters';
import {
  hasQuoteFilters,
  isQuoteListSortKey,
  quotesParamsOf,
  readQuotesUrlState,
  writeQuotesUrlState,
  type TQuotesUrlState,
} from '../components/quotes-url-state';

const SEARCH_DEBOUNCE_MS = 300;
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * QUOTES (spec 2 "Quotes list"): filters in the URL, unpaged, sortable, the status changed
 * in the row, duplicate and delete, and the TOTAL QUOTES footer.
 */
export function QuotesPage() {
  const user = useAuthUser();
  const options = useOptions();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readQuotesUrlState(searchParams), [searchParams]);
  const [adding, setAdding] = useState(false);
  const [cloningId, setCloningId] = useState<number | null>(null);
  const managers = useTeamOptions(MANAGER_USER_TYPE_ID);
  const update = useUpdateQuote();
  const remove = useDeleteQuote();

  // The state asked for last: a URL change lands only after the route revalidates.
  const intended = useRef(state);
  useEffect(() => {
    intended.current = state;
  }, [state]);
  const change = (patch: Partial<TQuotesUrlState>) => {
    const next = { ...intended.current, ...patch };
    intended.current = next;
    setSearchParams(writeQuotesUrlState(next), { replace: true });
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

  const quotes = useQuotes(quotesParamsOf(state));
  const wip = useDownloadQuotesWip();
  const result = quotes.data;
  // Only the list's first rows, the rest on its way (lib/whole-list.ts); not another filter's rows kept while this one loads.
  const head = isListHead(result) && !quotes.isPlaceholderData;
  const filtered = hasQuoteFilters(state);

  const onStatus = async (quote: TQuoteListItem, status: string) => {
    try {
      const saved = await update.mutateAsync({ quoteId: quote.id, body: { status: status as TQuoteStatus } });
      notifySuccessThrottled('quote-updated', QUOTE_MESSAGES.updated);
      notifyJobCreated(saved, (jobId) => void navigate(`/job/${jobId}`));
    } catch {
      // Shown by the API client; the row shows the status the server kept.
    }
  };

  const onDelete = async (quote: TQuoteListItem) => {
    if (!(await confirmDelete(`Are you sure you want to delete the quote ${quote.quote_number} ${quote.name}?`))) return;
    try {
      const deleted = await remove.mutateAsync(quote.id);
      notifySuccess(QUOTE_MESSAGES.deleted(deleted.name));
    } catch {
      // Shown by the API client (a quote with invoiced items stays).
    }
  };

  const columns: DataTableColumn<TQuoteListItem>[] = [
    {
      accessor: 'quote_number',
      title: 'QUOTE NO',
      sortable: true,
      noWrap: true,
      render: (q) => (
        <Text size="sm" fw={500} className="tabular">
          {q.quote_number}
        </Text>
      ),
    },
    {
      accessor: 'client_name',
      title: 'CLIENT',
      sortable: true,
      cellsStyle: () => ({ minWidth: 160 }),
      render: (q) => (
        <Anchor component={Link} to={`/clients/${q.client_id}`} size="sm" onClick={stop}>
          {q.client.name}
        </Anchor>
      ),
    },
    {
      accessor: 'name',
      title: 'QUOTE NAME',
      sortable: true,
      cellsStyle: () => ({ minWidth: 180 }),
      render: (q) => (
        <Anchor component={Link} to={`/quotes/${q.id}`} size="sm" c="inherit" fw={500} onClick={stop}>
          {q.name}
        </Anchor>
      ),
    },
    {
      accessor: 'creator',
      title: 'CREATED BY',
      noWrap: true,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (q) =>
        q.creator?.full_name ?? (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      accessor: 'status',
      title: 'STATUS',
      sortable: true,
      width: 170,
      render: (q) => (
        <Box onClick={stop}>
          <StatusSelect
            key={`${q.id}-${q.status}`}
            label={`Status of quote ${q.quote_number}`}
            size="xs"
            w={150}
            value={q.status}
            options={options.quoteStatuses}
            onChange={(status) => onStatus(q, status)}
          />
        </Box>
      ),
    },
    {
      accessor: 'total_value',
      title: 'QUOTE VALUE',
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (q) => <span className="tabular">{formatMoney(q.total_value)}</span>,
    },
    {
      accessor: 'actions',
      title: '',
      width: 72,
      textAlign: 'right',
      render: (q) => (
        <RowActions>
          <RowAction label={`Duplicate quote ${q.quote_number}`} tooltip="Duplicate" icon={<IconCopy size={16} />} onClick={() => setCloningId(q.id)} />
          <RowAction label={`Delete quote ${q.quote_number}`} tooltip="Delete" color="red" icon={<IconTrash size={16} />} onClick={() => void onDelete(q)} />
        </RowActions>
      ),
    },
  ];

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
      New Quote
    </Button>
  );
  const headerActions = (
    <Group gap="xs" wrap="nowrap">
      <WipReportButton loading={wip.isPending} onDownload={() => wip.mutate(quotesParamsOf(state))} />
      {addButton}
    </Group>
  );
  const nothingYet = !filtered && result?.total === 0 && !quotes.isFetching;
  const sortStatus: DataTableSortStatus<TQuoteListItem> | undefined = state.sort
    ? { columnAccessor: state.sort.sort, direction: state.sort.order }
    : // The default (status date, newest first) has no column: no arrow shows.
      { columnAccessor: 'status_date', direction: 'desc' };

  return (
    <>
      <PageHeader title="QUOTES" actions={headerActions}>
        <QuotesFilters
          kw={kw}
          onKwChange={(value) => {
            setKw(value);
            pushKw(value);
            if (!value) pushKw.flush();
          }}
          status={state.status}
          statusOptions={options.quoteStatuses.map((s) => ({ value: s.value, label: s.label }))}
          onStatusChange={(status) => change({ status: (status as TQuoteStatus | null) ?? null })}
          clientId={state.clientId ? String(state.clientId) : null}
          clientOptions={options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name }))}
          onClientChange={(id) => change({ clientId: id ? Number(id) : null })}
          managerId={state.managerId ? String(state.managerId) : null}
          managerOptions={managers.data ?? []}
          onManagerChange={(id) => change({ managerId: id ? Number(id) : null })}
          dateRange={[state.dateStart, state.dateEnd]}
          onDateRangeChange={([dateStart, dateEnd]) => change({ dateStart, dateEnd })}
        />
      </PageHeader>

      {nothingYet ? (
        <EmptyPanel
          icon={<IconFileDollar size={22} stroke={1.5} />}
          title="No open quotes"
          description="Quotes that are pending, in progress, with the client or approved show here. Completed and cancelled quotes appear when you choose their status."
        >
          {addButton}
        </EmptyPanel>
      ) : (
        <Stack gap="sm">
          <DataTableView<TQuoteListItem>
            aria-label="Quotes"
            virtualize
            loading={!result}
            {...retryOf(quotes)}
            skeletonRows={8}
            columns={columns}
            records={result?.data ?? []}
            expectedRecords={head ? result.total : undefined}
            filling={head && quotes.isFetching}
            fetching={quotes.isFetching && Boolean(result) && !head}
            noRecordsText={QUOTE_MESSAGES.noQuotes}
            sortStatus={sortStatus}
            onSortStatusChange={(status) => {
              const key = status.columnAccessor;
              if (!isQuoteListSortKey(key)) return;
              // Another column starts ascending; the same column flips.
              change({ sort: { sort: key, order: key === state.sort?.sort ? status.direction : 'asc' } });
            }}
            onRowClick={({ record }) => void navigate(`/quotes/${record.id}`)}
          />
          {result && head ? (
            <ListRest list={result} noun="quotes" {...retryOf(quotes)} />
          ) : null}
          {result && can(user, 'admin.area') ? (
            <Group>
              <SummaryBar
                aria-label="Quotes totals"
                items={[{ label: 'TOTAL QUOTES', value: `${result.totals.count} | ${formatMoney(result.totals.total_value)}` }]}
              />
            </Group>
          ) : null}
        </Stack>
      )}

      <AddQuoteModal opened={adding} onClose={() => setAdding(false)} />
      <CloneQuoteDialog quoteId={cloningId} opened={cloningId !== null} onClose={() => setCloningId(null)} />
    </>
  );
}
