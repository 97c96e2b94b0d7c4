import { IconNotes } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function NotePage() {
  const { noteId } = useParams();
  return (
    <>
      <PageHeader title={`NOTE #${noteId ?? ''}`} back={<BackLink name="note" to="/notes" />} />
      <EmptyPanel
        icon={<IconNotes size={22} stroke={1.5} />}
        description="The note's title and content, with its client."
      />
    </>
  );
}
