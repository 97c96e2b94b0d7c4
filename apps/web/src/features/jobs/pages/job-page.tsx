import { IconBriefcase } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function JobPage() {
  const { jobId } = useParams();
  return (
    <>
      <PageHeader title={`JOB #${jobId ?? ''}`} back={<BackLink name="job" to="/jobs" />} />
      <EmptyPanel
        icon={<IconBriefcase size={22} stroke={1.5} />}
        description="The job's details, tasks, discussion and attachments."
      />
    </>
  );
}
