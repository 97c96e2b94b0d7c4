import { IconCategory } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function CostCategoriesPage() {
  return (
    <EmptyPanel
      icon={<IconCategory size={22} stroke={1.5} />}
      title="Cost categories"
      description="The categories that group the cost matrix."
    />
  );
}
