import { IconShieldCheck } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function UserTypesPage() {
  return (
    <EmptyPanel
      icon={<IconShieldCheck size={22} stroke={1.5} />}
      title="User types"
      description="The access levels team members can be given."
    />
  );
}
