import { IconTable } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function CostMatrixPage() {
  return (
    <EmptyPanel
      icon={<IconTable size={22} stroke={1.5} />}
      title="Cost matrix"
      description="Cost and sell rates per tier for every item you quote, order and invoice."
    />
  );
}
