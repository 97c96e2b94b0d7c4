import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import { formatDateTime, type TNotification } from '@jobflow/contract';
import { DataTableView, retryOf } from '@/ui/data-table';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useRelatedComments } from '../api/get-related-comments';
import classes from '../components/notifications-table.module.css';

/**
 * One screen under two routes: notifications (client users) and account-notifications (staff).
 * Comments and mentions on jobs, newest first; unread rows are highlighted, and opening one
 * marks it read and goes to the job.
 */
export function NotificationsPage() {
  const navigate = useNavigate();
  const list = useRelatedComments();
  const markRead = useMarkNotificationRead();

  const open = async (n: TNotification) => {
    if (!n.read) {
      try {
        await markRead.mutateAsync(n.id);
      } catch {
        // Shown by the API client; the job still opens.
      }
    }
    await navigate(`/job/${n.object_id}`);
  };

  const columns: DataTableColumn<TNotification>[] = [
    {
      accessor: 'read',
      title: <VisuallyHidden>Unread</VisuallyHidden>,
      width: 36,
      render: (n) =>
        n.read ? null : (
          <>
            <span className={classes.dot} aria-hidden />
            <VisuallyHidden>Unread</VisuallyHidden>
          </>
        ),
    },
    {
      accessor: 'updated_at',
      title: 'DATE',
      width: 170,
      noWrap: true,
      render: (n) => <span className="tabular">{formatDateTime(n.updated_at)}</span>,
    },
    {
      accessor: 'object.name',
      title: 'JOB',
      width: '34%',
      // on a phone the table scrolls sideways rather than squeeze the job to a letter a line
      titleStyle: { minWidth: 200 },
      cellsStyle: () => ({ minWidth: 200 }),
      render: (n) => (
        <Anchor
          href={`/job/${n.object_id}`}
          size="sm"
          c="inherit"
          fw="inherit"
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            void open(n);
          }}
        >
          {`#${n.object.job_no} - ${n.object.name}`}
        </Anchor>
      ),
    },
    {
      accessor: 'comment.excerpt',
      title: 'COMMENT',
      ellipsis: true,
      titleStyle: { minWidth: 240 },
      cellsStyle: () => ({ minWidth: 240 }),
      render: (n) =>
        n.comment ? (
          <Text size="sm" className={classes.excerpt} truncate="end">
            <Text span size="sm" fw={600}>
              {n.comment.author || 'Someone'}
              {n.kind === 'mention' ? ' mentioned you: ' : ': '}
            </Text>
            {n.comment.excerpt || (n.comment.board ? 'posted a file or code snippet' : '')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" className={classes.excerpt}>
            The comment was deleted
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <DataTableView<TNotification>
        aria-label="Notifications"
        loading={!list.data}
        {...retryOf(list)}
        columns={columns}
        records={list.data?.data ?? []}
        fetching={list.isFetching && Boolean(list.data)}
        noRecordsText="No notifications."
        rowClassName={(n) => (n.read ? undefined : classes.unread)}
        onRowClick={({ record }) => void open(record)}
      />
    </Stack>
  );
}
