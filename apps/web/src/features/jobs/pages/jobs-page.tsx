import { IconBriefcase } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function JobsPage() {
  return (
    <>
      <PageHeader title="JOBS" />
      <EmptyPanel
        icon={<IconBriefcase size={22} stroke={1.5} />}
        title="Jobs"
        description="Every job with its client, status and due date, searchable and filterable by status and client."
      />
    </>
  );
}
