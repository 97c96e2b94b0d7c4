import { IconBuildingStore } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function CompanySettingsPage() {
  return (
    <EmptyPanel
      icon={<IconBuildingStore size={22} stroke={1.5} />}
      title="Company"
      description="Company name, contact details and address."
    />
  );
}
