import { IconFileDollar } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function QuotePage() {
  const { quoteId } = useParams();
  return (
    <>
      <PageHeader title={`QUOTE #${quoteId ?? ''}`} back={<BackLink name="quote" to="/quotes" />} />
      <EmptyPanel
        icon={<IconFileDollar size={22} stroke={1.5} />}
        description="The quote's details, items and totals."
      />
    </>
  );
}
