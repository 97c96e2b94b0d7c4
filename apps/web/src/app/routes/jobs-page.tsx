import { can, isClientUser } from '@jobflow/contract';
import { RequestNewJobButton } from '@/features/job-requests/components/request-new-job-button';
import { JobsPage as JobsList } from '@/features/jobs/pages/jobs-page';
import { useAuthUser } from '@/lib/session';

/** JOBS with 'Request New Job' for client users: the request modal belongs to job requests. */
export function JobsPage() {
  const user = useAuthUser();
  const requestJob = isClientUser(user) && can(user, 'jobRequests.create') ? <RequestNewJobButton /> : undefined;
  return <JobsList requestJobAction={requestJob} />;
}
