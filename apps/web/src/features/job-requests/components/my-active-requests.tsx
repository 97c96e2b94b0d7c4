import { useState } from 'react';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDateTime, type TJobRequest } from '@jobflow/contract';
import { DataTableView, retryOf } from '@/ui/data-table';
import { Pager } from '@/ui/pager';
import { StatusBadge } from '@/ui/status-badge';
import { useJobRequests } from '../api/get-job-requests';
import { JobRequestModal } from './job-request-modal';

export const ACTIVE_REQUESTS_PAGE_SIZE = 10;

/** MY ACTIVE REQUESTS (client users): pending requests of their company; a row opens EDIT JOB REQUEST. */
export function MyActiveRequests() {
  const [page, setPage] = useState(1);
  // The id outlives the closing animation, so the title does not flip to NEW while it fades.
  const [openId, setOpenId] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (id: number) => {
    setOpenId(id);
    setOpened(true);
  };
  const requests = useJobRequests({ status: ['pending'], page, ipp: ACTIVE_REQUESTS_PAGE_SIZE });
  const result = requests.data;

  const columns: DataTableColumn<TJobRequest>[] = [
    {
      accessor: 'request_no',
      title: 'REQUEST NO',
      noWrap: true,
      render: (r) => (
        <Text size="sm" fw={500} className="tabular">
          {r.request_no}
        </Text>
      ),
    },
    { accessor: 'contact.full_name', title: 'CONTACT', cellsStyle: () => ({ minWidth: 140 }) },
    {
      accessor: 'name',
      title: 'JOB NAME',
      // Long names wrap here rather than squeezing this column to a few words.
      cellsStyle: () => ({ minWidth: 180 }),
      render: (r) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="inherit"
          fw={500}
          ta="left"
          onClick={(event) => {
            event.stopPropagation();
            open(r.id);
          }}
        >
          {r.name}
        </Anchor>
      ),
    },
    { accessor: 'status', title: 'STATUS', noWrap: true, render: (r) => <StatusBadge status={r.status} /> },
    {
      accessor: 'updated_at',
      title: 'LAST UPDATED',
      noWrap: true,
      render: (r) => <span className="tabular">{formatDateTime(r.updated_at)}</span>,
    },
  ];

  return (
    <Stack gap="xs" component="section" aria-labelledby="my-active-requests">
      <Title order={2} id="my-active-requests" fz="sm" fw={600} lts="0.05em">
        MY ACTIVE REQUESTS
      </Title>
      <DataTableView<TJobRequest>
        aria-label="My active requests"
        loading={!result}
        {...retryOf(requests)}
        skeletonRows={3}
        columns={columns}
        records={result?.data ?? []}
        fetching={requests.isFetching && Boolean(result)}
        noRecordsText="No requests found"
        minHeight={result?.data.length ? undefined : 140}
        onRowClick={({ record }) => open(record.id)}
      />
      <Box ml="auto">
        <Pager page={result?.current_page ?? page} lastPage={result?.last_page ?? 1} onChange={setPage} />
      </Box>
      <JobRequestModal opened={opened && openId !== null} onClose={() => setOpened(false)} requestId={openId} />
    </Stack>
  );
}
