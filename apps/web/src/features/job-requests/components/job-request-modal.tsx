import { lazy, Suspense, useEffect, useRef } from 'react';
import { Modal, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useJobRequest } from '../api/get-job-request';
import { jobRequestsQueryKey } from '../api/get-job-requests';
import { FocusOnArrival } from '@/ui/focus-on-arrival';
import { openThankYouDialog } from './thank-you-dialog';

// The form brings the rich-text editor; it loads when a request is first opened, not with the dashboard.
const JobRequestForm = lazy(() => import('./job-request-form').then((m) => ({ default: m.JobRequestForm })));

function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the request">
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={180} />
    </Stack>
  );
}

export type JobRequestModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The request to edit; null opens an empty NEW JOB REQUEST. */
  requestId: number | null;
};

type EditRequestBodyProps = { requestId: number; onClose: () => void };

/** Opening a request loads it afresh before the form shows (spec 1 section 4). */
function EditRequestBody({ requestId, onClose }: EditRequestBodyProps) {
  const queryClient = useQueryClient();
  const request = useJobRequest(requestId);
  const status = request.isFetchedAfterMount ? request.data?.status : undefined;
  // Accepted or rejected since the list loaded: the list of active requests is out of date.
  useEffect(() => {
    if (status && status !== 'pending') void queryClient.invalidateQueries({ queryKey: [...jobRequestsQueryKey, 'list'] });
  }, [status, queryClient]);
  if (!request.data || !request.isFetchedAfterMount) return <FormSkeleton />;
  return (
    <FocusOnArrival>
      <JobRequestForm request={request.data} onClose={onClose} />
    </FocusOnArrival>
  );
}

/** NEW JOB REQUEST and EDIT JOB REQUEST (560). */
export function JobRequestModal({ opened, onClose, requestId }: JobRequestModalProps) {
  // The thank-you opens once this modal has gone and handed the focus back to what opened it
  // (Request New Job), so that closing the thank-you hands it back there too, not to the body.
  const submitted = useRef(false);
  const markSubmitted = () => {
    submitted.current = true;
  };
  const thankOnceGone = () => {
    if (!submitted.current) return;
    submitted.current = false;
    void openThankYouDialog();
  };
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={thankOnceGone} title={requestId === null ? 'NEW JOB REQUEST' : 'EDIT JOB REQUEST'} size={560}>
      {/* Mantine mounts the body while the modal is open (and closing), so each opening loads afresh. */}
      <Suspense fallback={<FormSkeleton />}>
        {requestId === null ? (
          <FocusOnArrival>
            <JobRequestForm onClose={onClose} onSubmitted={markSubmitted} />
          </FocusOnArrival>
        ) : (
          <EditRequestBody key={requestId} requestId={requestId} onClose={onClose} />
        )}
      </Suspense>
    </Modal>
  );
}
