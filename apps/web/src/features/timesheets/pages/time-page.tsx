import { IconClock } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function TimePage() {
  return (
    <>
      <PageHeader title="TIME" />
      <EmptyPanel
        icon={<IconClock size={22} stroke={1.5} />}
        title="Time"
        description="Time recorded against jobs and tasks, filterable by client, team member and date."
      />
    </>
  );
}
