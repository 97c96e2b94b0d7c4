import { IconUsers } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function TeamPage() {
  return (
    <EmptyPanel
      icon={<IconUsers size={22} stroke={1.5} />}
      title="Team"
      description="Team members with their team, rates and access level."
    />
  );
}
