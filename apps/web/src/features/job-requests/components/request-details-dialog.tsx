import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { formatDate, type TJobRequest } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { Link } from '@/ui/link';
import { withModals } from '@/ui/modal-host';
import { RichTextView } from '@/ui/rich-text-view';
import { StatusBadge } from '@/ui/status-badge';
import { useJobRequest } from '../api/get-job-request';
import {
  useCreateJobFromRequest,
  useCreateQuoteFromRequest,
  useDeleteJobRequest,
  useRejectJobRequest,
} from '../api/manage-job-request';
import { RequestAttachments } from './request-attachments';

async function confirmReject(): Promise<boolean> {
  const modals = await withModals();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Please confirm',
      children: <Text size="sm">Are you sure you want to reject this request?</Text>,
      labels: { confirm: "Yes, I'm sure", cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} lts="0.04em">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

type BodyProps = { request: TJobRequest; onClose: () => void };

function RequestDetails({ request, onClose }: BodyProps) {
  const navigate = useNavigate();
  const reject = useRejectJobRequest();
  const remove = useDeleteJobRequest();
  const toQuote = useCreateQuoteFromRequest();
  const toJob = useCreateJobFromRequest();
  const busy = reject.isPending || remove.isPending || toQuote.isPending || toJob.isPending;
  const pending = request.status === 'pending';

  const onReject = async () => {
    if (busy || !(await confirmReject())) return;
    try {
      await reject.mutateAsync(request.id);
      notifySuccess('The request has been rejected.');
    } catch {
      // Shown by the API client.
    }
  };

  const onDelete = async () => {
    if (busy || !(await confirmDelete('Are you sure you want to delete this request?'))) return;
    try {
      await remove.mutateAsync(request.id);
      notifySuccess('The request has been deleted.');
      onClose();
    } catch {
      // Shown by the API client.
    }
  };

  const onCreateQuote = async () => {
    if (busy) return;
    try {
      const created = await toQuote.mutateAsync(request.id);
      notifySuccess('Quote for this request have been created.');
      onClose();
      (await withModals()).openConfirmModal({
        title: 'Quote created',
        children: <Text size="sm">Do you want to open the new quote?</Text>,
        labels: { confirm: 'Open Quote', cancel: 'Stay Here' },
        onConfirm: () => void navigate(`/quotes/${created.id}`),
      });
    } catch {
      // Shown by the API client.
    }
  };

  const onCreateJob = async () => {
    if (busy) return;
    try {
      const created = await toJob.mutateAsync(request.id);
      notifySuccess('New job is added successfully.');
      onClose();
      await navigate(`/job/${created.id}`);
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={3} fz="md">
          {request.name}
        </Title>
        <StatusBadge status={request.status} />
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md">
        <Detail label="REQUEST NO">
          <span className="tabular">{request.request_no}</span>
        </Detail>
        <Detail label="DATE">
          <span className="tabular">{formatDate(request.request_date)}</span>
        </Detail>
        <Detail label="COMPANY">{request.client.name}</Detail>
        <Detail label="CONTACT">{request.contact.full_name}</Detail>
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed" fw={600} lts="0.04em" mb={4}>
          DESCRIPTION
        </Text>
        <RichTextView html={request.description} empty="No description." />
      </div>
      <div>
        <Text size="xs" c="dimmed" fw={600} lts="0.04em" mb={4}>
          FILES
        </Text>
        {request.files.length ? (
          <RequestAttachments requestId={request.id} files={request.files} readOnly={!pending} />
        ) : (
          <Text size="sm" c="dimmed">
            No attachments.
          </Text>
        )}
      </div>
      {pending ? null : (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          <Group gap="xs" justify="space-between">
            <span>{`This request is ${request.status}.`}</span>
            <Group gap="sm">
              {request.job_id ? (
                <Anchor component={Link} to={`/job/${request.job_id}`} size="sm" onClick={onClose}>
                  Open the job
                </Anchor>
              ) : null}
              {request.quote_id ? (
                <Anchor component={Link} to={`/quotes/${request.quote_id}`} size="sm" onClick={onClose}>
                  Open the quote
                </Anchor>
              ) : null}
            </Group>
          </Group>
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        {pending ? (
          <Button variant="subtle" color="red" onClick={() => void onReject()} loading={reject.isPending} disabled={busy && !reject.isPending}>
            Reject
          </Button>
        ) : request.status === 'cancelled' ? (
          <Button variant="subtle" color="red" onClick={() => void onDelete()} loading={remove.isPending} disabled={busy && !remove.isPending}>
            Delete
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Close
          </Button>
          {pending ? (
            <>
              <Button variant="default" onClick={() => void onCreateJob()} loading={toJob.isPending} disabled={busy && !toJob.isPending}>
                Create Job
              </Button>
              <Button onClick={() => void onCreateQuote()} loading={toQuote.isPending} disabled={busy && !toQuote.isPending} data-autofocus>
                Create Quote
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
    </Stack>
  );
}

function DetailsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the request">
      <Skeleton height={20} width="60%" />
      <Skeleton height={40} />
      <Skeleton height={80} />
    </Stack>
  );
}

function DetailsBody({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const request = useJobRequest(requestId);
  if (!request.data || !request.isFetchedAfterMount) return <DetailsSkeleton />;
  return <RequestDetails request={request.data} onClose={onClose} />;
}

export type RequestDetailsDialogProps = { opened: boolean; onClose: () => void; requestId: number | null };

/** The details of a job request for a super admin (592), with what can be done with it. */
export function RequestDetailsDialog({ opened, onClose, requestId }: RequestDetailsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="JOB REQUEST" size={592}>
      {requestId === null ? null : <DetailsBody key={requestId} requestId={requestId} onClose={onClose} />}
    </Modal>
  );
}
