import { IconFileDollar } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function QuotesPage() {
  return (
    <>
      <PageHeader title="QUOTES" />
      <EmptyPanel
        icon={<IconFileDollar size={22} stroke={1.5} />}
        title="Quotes"
        description="Quotes by client, status, manager and date, with their values."
      />
    </>
  );
}
