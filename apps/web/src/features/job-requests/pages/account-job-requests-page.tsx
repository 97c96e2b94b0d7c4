import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDate, type TJobRequest } from '@jobflow/contract';
import { DataTableView, retryOf } from '@/ui/data-table';
import { StatusBadge } from '@/ui/status-badge';
import { useJobRequests } from '../api/get-job-requests';
import { RequestDetailsDialog } from '../components/request-details-dialog';
import classes from './account-job-requests-page.module.css';

const columns: DataTableColumn<TJobRequest>[] = [
  {
    accessor: 'request_date',
    title: 'DATE',
    width: 120,
    render: (r) => <span className="tabular">{formatDate(r.request_date)}</span>,
  },
  {
    accessor: 'request_no',
    title: 'REQUEST NO',
    width: 130,
    render: (r) => (
      <Text size="sm" fw={500} className="tabular">
        {r.request_no}
      </Text>
    ),
  },
  { accessor: 'client.name', title: 'COMPANY', width: '26%', ellipsis: true },
  { accessor: 'name', title: 'TITLE', ellipsis: true },
  { accessor: 'status', title: 'STATUS', width: 120, render: (r) => <StatusBadge status={r.status} /> },
];

/** Account JOB REQUESTS (super admin): every client's requests; pending ones are highlighted and open for action. */
export function AccountJobRequestsPage() {
  const requests = useJobRequests({ ipp: 'all' });
  // The id outlives the closing animation so the dialog does not empty while it fades.
  const [openId, setOpenId] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);

  return (
    <Stack gap="sm">
      <DataTableView<TJobRequest>
        aria-label="Job requests"
        loading={!requests.data}
        {...retryOf(requests)}
        columns={columns}
        records={requests.data?.data ?? []}
        fetching={requests.isFetching && Boolean(requests.data)}
        noRecordsText="No requests found"
        rowClassName={(r) => (r.status === 'pending' ? classes.pending : undefined)}
        keyboardRows
        onRowClick={({ record }) => {
          setOpenId(record.id);
          setOpened(true);
        }}
      />
      <RequestDetailsDialog opened={opened} requestId={openId} onClose={() => setOpened(false)} />
    </Stack>
  );
}
