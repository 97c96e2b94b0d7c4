import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconEye, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { TNote } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, retryOf } from '@/ui/data-table';
import { Pager } from '@/ui/pager';
import { useDeleteCompanyNote } from '../api/delete-company-note';
import { useCompanyNotes } from '../api/get-company-notes';
import { CompanyNoteModal } from './company-note-modal';
import { NoteViewModal } from './note-view-modal';
import { RelativeTime } from './relative-time';
import { RowAction, RowActions } from '@/ui/row-actions';

export const COMPANY_NOTES_PAGE_SIZE = 10;

export type CompanyNotesProps = { clientId: number };

type TDialog = { kind: 'view' | 'edit' | 'add' | null; note: TNote | null };

/** NOTES tab of a company: search, All, add; TITLE, EXCERPT, CREATOR, LAST MODIFIED; paged. */
export function CompanyNotes({ clientId }: CompanyNotesProps) {
  const [draft, setDraft] = useState('');
  const [kw, setKw] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<TDialog>({ kind: null, note: null });
  const notes = useCompanyNotes({ clientId, page, ipp: COMPANY_NOTES_PAGE_SIZE, kw: kw || undefined });
  const remove = useDeleteCompanyNote();
  const result = notes.data;

  // The last page emptied by a delete: show the one before.
  if (result && result.data.length === 0 && page > 1 && !notes.isFetching) setPage(Math.max(1, result.last_page));

  // The search applies as the user types, once typing pauses.
  const search = useDebouncedCallback((value: string) => {
    setKw(value.trim());
    setPage(1);
  }, 300);
  const showAll = () => {
    search.cancel();
    setDraft('');
    setKw('');
    setPage(1);
  };

  const onDelete = async (note: TNote) => {
    if (!(await confirmDelete(`Are you sure you want to delete ${note.title}?`))) return;
    try {
      await remove.mutateAsync(note.id);
      notifySuccess(`Note ${note.title} has been deleted`);
    } catch {
      // Shown by the API client.
    }
  };

  const close = () => setDialog((d) => ({ ...d, kind: null }));

  const columns: DataTableColumn<TNote>[] = [
    {
      accessor: 'title',
      title: 'TITLE',
      width: '26%',
      render: (n) => (
        <Text size="sm" fw={500} component="span">
          {n.title}
        </Text>
      ),
    },
    {
      accessor: 'excerpt',
      title: 'EXCERPT',
      render: (n) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {n.excerpt}
        </Text>
      ),
    },
    { accessor: 'creator.full_name', title: 'CREATOR', width: '16%' },
    { accessor: 'updated_at', title: 'LAST MODIFIED', width: 140, render: (n) => <RelativeTime value={n.updated_at} /> },
    {
      accessor: 'actions',
      title: '',
      width: 104,
      textAlign: 'right',
      render: (n) => (
        <RowActions>
          <RowAction label={`View ${n.title}`} icon={<IconEye size={16} />} onClick={() => setDialog({ kind: 'view', note: n })} />
          <RowAction label={`Edit ${n.title}`} icon={<IconPencil size={16} />} onClick={() => setDialog({ kind: 'edit', note: n })} />
          <RowAction label={`Delete ${n.title}`} color="red" icon={<IconTrash size={16} />} onClick={() => void onDelete(n)} />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" role="search" aria-label="Search notes" wrap="nowrap" style={{ flex: '1 1 auto', maxWidth: 360 }}>
          <TextInput
            aria-label="Search notes"
            placeholder="Search notes..."
            leftSection={<IconSearch size={16} stroke={1.6} />}
            value={draft}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              search(e.currentTarget.value);
            }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button variant="default" onClick={showAll} aria-pressed={!kw}>
            All
          </Button>
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add', note: null })}>
          Add Note
        </Button>
      </Group>
      <DataTableView<TNote>
        aria-label="Notes"
        loading={!result}
        {...retryOf(notes)}
        columns={columns}
        records={result?.data ?? []}
        fetching={notes.isFetching && Boolean(result)}
        noRecordsText="No notes found"
        onRowClick={({ record }) => setDialog({ kind: 'view', note: record })}
      />
      <Pager page={result?.current_page ?? page} lastPage={result?.last_page ?? 1} onChange={setPage} />

      <NoteViewModal note={dialog.note} opened={dialog.kind === 'view'} onClose={close} />
      <CompanyNoteModal
        clientId={clientId}
        note={dialog.kind === 'add' ? null : dialog.note}
        opened={dialog.kind === 'add' || dialog.kind === 'edit'}
        onClose={close}
      />
    </Stack>
  );
}
