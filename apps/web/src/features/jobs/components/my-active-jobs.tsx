import { useState, type MouseEvent } from 'react';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import { formatDateTime, isClientUser, type TJobListItem } from '@jobflow/contract';
import { useAuthUser } from '@/lib/session';
import { DataTableView, retryOf } from '@/ui/data-table';
import { Link } from '@/ui/link';
import { Pager } from '@/ui/pager';
import { StatusBadge } from '@/ui/status-badge';
import { useJobs, type TJobsParams } from '../api/get-jobs';
import { defaultJobSort, fromSortStatus, toSortStatus, type TJobSort } from './job-sort';

export const ACTIVE_JOBS_PAGE_SIZE = 10;

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * MY ACTIVE JOBS on the dashboard (spec 1 section 2.6): jobs in progress the user works on
 * (staff), or their company's (client users, scoped by the server).
 */
export function MyActiveJobs() {
  const user = useAuthUser();
  const navigate = useNavigate();
  const isClient = isClientUser(user);
  const [sort, setSort] = useState<TJobSort>(defaultJobSort(isClient));
  const [page, setPage] = useState(1);
  const params: TJobsParams = {
    status: 'in_progress',
    ...(isClient ? {} : { user_id: user.id }),
    sort: sort.sort,
    order: sort.order,
    page,
    ipp: ACTIVE_JOBS_PAGE_SIZE,
  };
  const jobs = useJobs(params);
  const result = jobs.data;

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
            title: 'COMPANY',
            sortable: true,
            sortKey: 'client_name',
            cellsStyle: () => ({ minWidth: 140 }),
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
      accessor: 'updated_at',
      title: 'LAST UPDATED',
      sortable: true,
      sortKey: 'job_updated_at',
      noWrap: true,
      render: (job) => <span className="tabular">{formatDateTime(job.updated_at)}</span>,
    },
  ];

  return (
    <Stack gap="xs" component="section" aria-labelledby="my-active-jobs">
      <Title order={2} id="my-active-jobs" fz="sm" fw={600} lts="0.05em">
        MY ACTIVE JOBS
      </Title>
      <DataTableView<TJobListItem>
        aria-label="My active jobs"
        loading={!result}
        {...retryOf(jobs)}
        skeletonRows={4}
        columns={columns}
        records={result?.data ?? []}
        fetching={jobs.isFetching && Boolean(result)}
        noRecordsText="No active jobs"
        minHeight={result?.data.length ? undefined : 140}
        sortStatus={toSortStatus(sort)}
        onSortStatusChange={(status) => {
          const next = fromSortStatus(status);
          if (!next) return;
          setSort(next);
          setPage(1);
        }}
        onRowClick={({ record }) => void navigate(`/job/${record.id}`)}
      />
      <Box ml="auto">
        <Pager page={result?.current_page ?? page} lastPage={result?.last_page ?? 1} onChange={setPage} />
      </Box>
    </Stack>
  );
}
