import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconBriefcase, IconPlus, IconPrinter } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate, useSearchParams } from 'react-router';
import {
  JOBS_CLIENT_FORBIDDEN_FILTERS,
  can,
  formatDueDate,
  formatMoney,
  isClientUser,
  type TJobListItem,
  type TJobStatus,
} from '@jobflow/contract';
import { useAuthUser, useOptions } from '@/lib/session';
import { DataTableView, retryOf } from '@/ui/data-table';
import { EmptyPanel } from '@/ui/empty-panel';
import { Link } from '@/ui/link';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { StatusBadge } from '@/ui/status-badge';
import { SummaryBar, type TSummaryItem } from '@/ui/summary-bar';
import { useJobs } from '../api/get-jobs';
import { usePrintJobs } from '../api/print-jobs';
import { AddJobModal } from '../components/add-job-modal';
import { defaultJobSort, fromSortStatus, toSortStatus } from '../components/job-sort';
import { JobsFilters } from '../components/jobs-filters';
import { hasJobFilters, jobsParamsOf, readJobsUrlState, writeJobsUrlState, type TJobsUrlState } from '../components/jobs-url-state';

const SEARCH_DEBOUNCE_MS = 300;

export type JobsPageProps = {
  /** 'Request New Job' for client users; job requests are another feature, composed by the route. */
  requestJobAction?: ReactNode;
};

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** JOBS (spec 1 section 2.8): search, status and client filters in the URL, sortable, paged, printable. */
export function JobsPage({ requestJobAction }: JobsPageProps) {
  const user = useAuthUser();
  const options = useOptions();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const isClient = isClientUser(user);
  const withQuoteValue = can(user, 'jobs.viewQuoteValue');
  const state = useMemo(() => readJobsUrlState(searchParams, isClient), [searchParams, isClient]);
  const [addOpened, setAddOpened] = useState(false);
  const printJobs = usePrintJobs();

  // The state the user asked for last. A URL change lands only after the route revalidates, so
  // two quick changes (a debounced search and a filter) build on this, not on the URL.
  const intended = useRef(state);
  useEffect(() => {
    intended.current = state;
  }, [state]);

  /** Every change of a filter or the sort goes back to the first page. */
  const update = (patch: Partial<TJobsUrlState>) => {
    const next = { ...intended.current, page: 1, ...patch };
    intended.current = next;
    setSearchParams(writeJobsUrlState(next), { replace: true });
  };

  // The search applies as the user types, once typing pauses.
  const [kw, setKw] = useState(state.kw);
  const lastPushedKw = useRef(state.kw);
  const pushKw = useDebouncedCallback((value: string) => {
    lastPushedKw.current = value.trim();
    update({ kw: value });
  }, SEARCH_DEBOUNCE_MS);
  // Back/forward or a link changed the search: show it in the box.
  const [urlKw, setUrlKw] = useState(state.kw);
  if (urlKw !== state.kw) {
    setUrlKw(state.kw);
    if (state.kw !== lastPushedKw.current) {
      lastPushedKw.current = state.kw;
      setKw(state.kw);
    }
  }

  const defaultSort = defaultJobSort(isClient);
  const sort = state.sort ?? defaultSort;
  const params = jobsParamsOf(state);
  const jobs = useJobs(params);
  const result = jobs.data;
  const filtered = hasJobFilters(state);

  const statusOptions = options.jobStatuses
    .filter((s) => !isClient || !(JOBS_CLIENT_FORBIDDEN_FILTERS as readonly string[]).includes(s.value))
    .map((s) => ({ value: s.value, label: s.label }));
  const clientOptions = isClient
    ? undefined
    : options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name }));

  const onPrint = () => {
    const { page: _page, ipp: _ipp, ...filters } = params;
    printJobs.mutate({ ...filters, ...(withQuoteValue ? {} : { no_quote_value: 1 }) });
  };

  const columns: DataTableColumn<TJobListItem>[] = [
    {
      accessor: 'job_no',
      title: 'JOB NO',
      sortable: true,
      sortKey: 'job_no',
      noWrap: true,
      render: (job) => (
        <Text size="sm" fw={500} className="tabular">
          {job.job_no}
        </Text>
      ),
    },
    ...(isClient
      ? []
      : [
          {
            accessor: 'client.name',
            title: 'CLIENT',
            cellsStyle: () => ({ minWidth: 140 }),
            sortable: true,
            sortKey: 'client_name',
            render: (job: TJobListItem) =>
              can(user, 'admin.area') ? (
                <Anchor component={Link} to={`/clients/${job.client_id}`} size="sm" onClick={stopRowClick}>
                  {job.client.name}
                </Anchor>
              ) : (
                job.client.name
              ),
          },
        ]),
    {
      accessor: 'name',
      title: 'JOB NAME',
      // Long names wrap here rather than squeezing this column to a few words.
      cellsStyle: () => ({ minWidth: 180 }),
      sortable: true,
      sortKey: 'job_name',
      render: (job) => (
        <Anchor component={Link} to={`/job/${job.id}`} size="sm" c="inherit" fw={500} onClick={stopRowClick}>
          {job.name}
        </Anchor>
      ),
    },
    {
      accessor: 'status',
      title: 'STATUS',
      sortable: true,
      sortKey: 'job_status',
      noWrap: true,
      render: (job) => <StatusBadge status={job.status} />,
    },
    {
      accessor: 'due_date',
      title: 'DUE DATE',
      sortable: true,
      sortKey: 'job_due_date',
      noWrap: true,
      render: (job) =>
        job.due_date ? (
          <span className="tabular">{formatDueDate(job.due_date)}</span>
        ) : (
          <Text span c="dimmed" size="sm">
            —
          </Text>
        ),
    },
    ...(withQuoteValue
      ? [
          {
            accessor: 'quote_value',
            title: 'QUOTE VALUE',
            textAlign: 'right' as const,
            noWrap: true,
            render: (job: TJobListItem) => <span className="tabular">{formatMoney(job.quote_value)}</span>,
          },
        ]
      : []),
  ];

  const actions = can(user, 'jobs.create') ? (
    <>
      {can(user, 'jobs.print') ? (
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} stroke={1.6} />}
          onClick={onPrint}
          loading={printJobs.isPending}
        >
          Print
        </Button>
      ) : null}
      <Button leftSection={<IconPlus size={16} />} onClick={() => setAddOpened(true)}>
        New Job
      </Button>
    </>
  ) : (
    requestJobAction
  );

  const nothingYet = !filtered && result?.total === 0 && !jobs.isFetching;
  const summary: TSummaryItem[] =
    isClient || !result
      ? []
      : [
          { label: 'TOTAL JOBS', value: result.total },
          ...(withQuoteValue ? [{ label: 'TOTAL QUOTED', value: formatMoney(result.total_quote_value) }] : []),
        ];

  return (
    <>
      <PageHeader title="JOBS" actions={actions}>
        <JobsFilters
          kw={kw}
          onKwChange={(value) => {
            setKw(value);
            pushKw(value);
          }}
          status={state.status}
          statusOptions={statusOptions}
          onStatusChange={(status) => update({ status: (status as TJobStatus | null) ?? null })}
          clientOptions={clientOptions}
          clientId={state.clientId ? String(state.clientId) : null}
          onClientChange={(clientId) => update({ clientId: clientId ? Number(clientId) : null })}
        />
      </PageHeader>

      {nothingYet ? (
        <EmptyPanel
          icon={<IconBriefcase size={22} stroke={1.5} />}
          title="No open jobs"
          description={
            isClient
              ? 'Jobs for your company show here while they are in progress, in testing or with you.'
              : can(user, 'jobs.viewAll')
                ? 'Jobs in progress, in testing or with the client show here. Completed, invoiced and pending jobs appear when you choose their status.'
                : 'Jobs you work on show here while they are open. Search or choose a status or client to see other jobs.'
          }
        >
          {can(user, 'jobs.create') ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAddOpened(true)}>
              New Job
            </Button>
          ) : (
            requestJobAction
          )}
        </EmptyPanel>
      ) : (
        <Stack gap="sm">
          <DataTableView<TJobListItem>
            aria-label="Jobs"
            loading={!result}
            {...retryOf(jobs)}
            skeletonRows={8}
            columns={columns}
            records={result?.data ?? []}
            fetching={jobs.isFetching && Boolean(result)}
            noRecordsText="No jobs found"
            sortStatus={toSortStatus(sort)}
            onSortStatusChange={(status) => {
              const next = fromSortStatus(status);
              if (!next) return;
              const isDefault = next.sort === defaultSort.sort && next.order === defaultSort.order;
              update({ sort: isDefault ? null : next });
            }}
            onRowClick={({ record }) => void navigate(`/job/${record.id}`)}
          />
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <SummaryBar items={summary} aria-label="Jobs totals" />
            <Box ml="auto">
              <Pager
                page={result?.current_page ?? state.page}
                lastPage={result?.last_page ?? 1}
                onChange={(page) => update({ page })}
              />
            </Box>
          </Group>
        </Stack>
      )}

      {can(user, 'jobs.create') ? <AddJobModal opened={addOpened} onClose={() => setAddOpened(false)} /> : null}
    </>
  );
}
