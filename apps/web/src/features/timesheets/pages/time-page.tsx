import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Box, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconChevronRight, IconClock, IconFileExport } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, TIMESHEET_MESSAGES, can, formatDate, formatHours, type TTimeJob, type TTimeRecord } from '@jobflow/contract';
import { useAuthUser, useOptions } from '@/lib/session';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, retryOf } from '@/ui/data-table';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { SummaryBar } from '@/ui/summary-bar';
import { useDeleteTimesheet } from '../api/delete-timesheet';
import { useExportTimesheetsCsv } from '../api/export-timesheets-csv';
import { useTeamOptions } from '../api/get-time-options';
import { useTimesheets, type TTimesheetsParams } from '../api/get-timesheets';
import { EditTimesheetModal } from '../components/edit-timesheet-modal';
import { TimeFilters } from '../components/time-filters';
import { TimeJobDetail } from '../components/time-job-detail';
import { hasTimeFilters, readTimeUrlState, writeTimeUrlState, type TTimeUrlState } from '../components/time-url-state';
import classes from '../components/time-records.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * TIME (spec 2 section 2): jobs with recorded time, each expanding to its direct records
 * and its tasks' records; filters in the URL; paged by page number. Staff see their own
 * time, a super admin everyone's with a user filter.
 */
export function TimePage() {
  const user = useAuthUser();
  const options = useOptions();
  const admin = can(user, 'time.filterByUser');
  const team = useTeamOptions(admin);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readTimeUrlState(searchParams), [searchParams]);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const remove = useDeleteTimesheet();
  const exportCsv = useExportTimesheetsCsv();

  const intended = useRef(state);
  useEffect(() => {
    intended.current = state;
  }, [state]);

  /** Every change of a filter goes back to the first page. */
  const update = (patch: Partial<TTimeUrlState>) => {
    const next = { ...intended.current, page: 1, ...patch };
    intended.current = next;
    setSearchParams(writeTimeUrlState(next), { replace: true });
  };

  const [kw, setKw] = useState(state.kw);
  const lastPushedKw = useRef(state.kw);
  const pushKw = useDebouncedCallback((value: string) => {
    lastPushedKw.current = value.trim();
    update({ kw: value });
  }, SEARCH_DEBOUNCE_MS);
  const [urlKw, setUrlKw] = useState(state.kw);
  if (urlKw !== state.kw) {
    setUrlKw(state.kw);
    if (state.kw !== lastPushedKw.current) {
      lastPushedKw.current = state.kw;
      setKw(state.kw);
    }
  }

  const filters: Omit<TTimesheetsParams, 'page' | 'ipp'> = {
    kw: state.kw.trim() || undefined,
    client_id: state.clientId ?? undefined,
    user_id: admin ? (state.userId ?? undefined) : undefined,
    date_start: state.dateStart ?? undefined,
    date_end: state.dateEnd ?? undefined,
  };
  const time = useTimesheets({ ...filters, page: state.page, ipp: DEFAULT_PAGE_SIZE });
  const result = time.data;
  const filtered = hasTimeFilters(state);
  const clientOptions = options.clients.filter((c) => c.is_supplier === 0).map((c) => ({ value: String(c.id), label: c.name }));

  const onDelete = async (record: TTimeRecord) => {
    if (!(await confirmDelete(`Are you sure you want to delete the timesheet of ${formatDate(record.session_date)} “${record.description}”?`))) return;
    try {
      await remove.mutateAsync(record.id);
    } catch {
      // The API client has shown why (time on an invoice is kept).
    }
  };

  const toggle = (id: number) => setExpanded((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const columns: DataTableColumn<TTimeJob>[] = [
    {
      accessor: 'expand',
      title: <VisuallyHidden>Expand</VisuallyHidden>,
      width: 44,
      render: (j) => {
        const open = expanded.includes(j.id);
        return (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`${open ? 'Collapse' : 'Expand'} ${j.job_no}`}
            aria-expanded={open}
            onClick={(e) => {
              e.stopPropagation();
              toggle(j.id);
            }}
          >
            <IconChevronRight size={16} className={`${classes.chevron} ${open ? classes.chevronOpen : ''}`} />
          </ActionIcon>
        );
      },
    },
    { accessor: 'job_no', title: 'JOB NO', noWrap: true, render: (j) => <span className="tabular">{j.job_no}</span> },
    { accessor: 'client.name', title: 'CLIENT', cellsStyle: () => ({ minWidth: 160 }) },
    { accessor: 'name', title: 'JOB NAME', cellsStyle: () => ({ minWidth: 220 }), render: (j) => <Text size="sm" fw={500}>{j.name}</Text> },
    { accessor: 'duration', title: 'TIME', textAlign: 'right', noWrap: true, render: (j) => <span className="tabular">{formatHours(j.duration)}</span> },
  ];

  const exportButton = (
    <Button
      variant="default"
      leftSection={<IconFileExport size={16} />}
      loading={exportCsv.isPending}
      onClick={() => exportCsv.mutate(filters)}
    >
      Export to CSV
    </Button>
  );
  const nothingYet = !filtered && result?.total === 0 && !time.isFetching;

  return (
    <>
      <PageHeader title="TIME" actions={exportButton}>
        <TimeFilters
          kw={kw}
          onKwChange={(value) => {
            setKw(value);
            if (value === '') {
              pushKw.cancel();
              lastPushedKw.current = '';
              update({ kw: '' });
            } else pushKw(value);
          }}
          clientOptions={clientOptions}
          clientId={state.clientId ? String(state.clientId) : null}
          onClientChange={(value) => update({ clientId: value ? Number(value) : null })}
          userOptions={admin ? (team.data ?? []) : undefined}
          userId={state.userId ? String(state.userId) : null}
          onUserChange={(value) => update({ userId: value ? Number(value) : null })}
          dateRange={[state.dateStart, state.dateEnd]}
          onDateRangeChange={([dateStart, dateEnd]) => update({ dateStart, dateEnd })}
        />
      </PageHeader>

      {nothingYet ? (
        <EmptyPanel
          icon={<IconClock size={22} stroke={1.5} />}
          title="No time recorded yet"
          description="Time logged with Add Time on a job page shows here, grouped by job and task."
        />
      ) : (
        <Stack gap="sm">
          <DataTableView<TTimeJob>
            aria-label="Time by job"
            loading={!result}
            {...retryOf(time)}
            skeletonRows={8}
            columns={columns}
            records={result?.data ?? []}
            fetching={time.isFetching && Boolean(result)}
            noRecordsText={TIMESHEET_MESSAGES.noRecords}
            onRowClick={({ record }) => toggle(record.id)}
            rowExpansion={{
              allowMultiple: true,
              trigger: 'never',
              expanded: { recordIds: expanded, onRecordIdsChange: (ids: unknown[]) => setExpanded(ids as number[]) },
              content: ({ record }) => <TimeJobDetail job={record} onEdit={setEditing} onDelete={(r) => void onDelete(r)} />,
            }}
          />
          {result && result.total > 0 ? <SummaryBar items={[{ label: 'TOTAL TIME', value: `${formatHours(result.total_duration)} hours` }]} aria-label="Time totals" /> : null}
          <Box>
            <Pager page={result?.current_page ?? state.page} lastPage={result?.last_page ?? 1} onChange={(page) => update({ page })} />
          </Box>
        </Stack>
      )}

      <EditTimesheetModal timesheetId={editing} onClose={() => setEditing(null)} />
    </>
  );
}
