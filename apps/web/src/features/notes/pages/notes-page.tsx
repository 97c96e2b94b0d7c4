import { IconNotes } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';
import { PageHeader } from '@/ui/page-header';

export function NotesPage() {
  return (
    <>
      <PageHeader title="NOTES" />
      <EmptyPanel
        icon={<IconNotes size={22} stroke={1.5} />}
        title="Notes"
        description="Notes kept against clients, searchable by client, title and creator."
      />
    </>
  );
}
