import { useMemo, useState } from 'react';
import { Anchor, Button, CloseButton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconNotes, IconPlus, IconSearch } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type TNote } from '@jobflow/contract';
import { DataTableView, retryOf } from '@/ui/data-table';
import { EmptyPanel } from '@/ui/empty-panel';
import { Link } from '@/ui/link';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { useClientNotes, type TNoteSortKey } from '../api/get-client-notes';
import { NewNoteModal } from '../components/new-note-modal';
import { readNotesUrlState, writeNotesUrlState, type TNotesUrlState } from '../components/notes-url-state';

const SEARCH_DEBOUNCE_MS = 300;

/** NOTES (spec 2 section 2): client, title and creator, sortable; searched; paged; the row opens the note. */
export function NotesPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readNotesUrlState(searchParams), [searchParams]);
  const [adding, setAdding] = useState(false);

  /** Every change of the search or the sort goes back to the first page. */
  const update = (patch: Partial<TNotesUrlState>) =>
    setSearchParams((prev) => writeNotesUrlState({ ...readNotesUrlState(prev), page: 1, ...patch }), { replace: true });

  const [kw, setKw] = useState(state.kw);
  const pushKw = useDebouncedCallback((value: string) => update({ kw: value }), SEARCH_DEBOUNCE_MS);
  // Back/forward changed the search: show it in the box.
  const [urlKw, setUrlKw] = useState(state.kw);
  if (urlKw !== state.kw) {
    setUrlKw(state.kw);
    if (state.kw !== kw.trim()) setKw(state.kw);
  }

  const notes = useClientNotes({
    page: state.page,
    ipp: DEFAULT_PAGE_SIZE,
    kw: state.kw.trim() || undefined,
    sort: state.sort,
    order: state.order,
  });
  const result = notes.data;
  const filtered = Boolean(state.kw.trim());

  const columns: DataTableColumn<TNote>[] = [
    {
      accessor: 'client_name',
      title: 'CLIENT',
      sortable: true,
      width: '30%',
      render: (n) =>
        n.client ? (
          n.client.name
        ) : (
          <Text span size="sm" c="dimmed">
            No client
          </Text>
        ),
    },
    {
      accessor: 'title',
      title: 'TITLE',
      sortable: true,
      // A link too, so the note opens from the keyboard.
      render: (n) => (
        <Anchor component={Link} to={`/notes/${n.id}`} size="sm" c="inherit" fw={500} onClick={(e) => e.stopPropagation()}>
          {n.title}
        </Anchor>
      ),
    },
    { accessor: 'creator', title: 'CREATOR', sortable: true, width: '22%', render: (n) => n.creator.full_name },
  ];

  const newNote = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
      New Note
    </Button>
  );
  const nothingYet = !filtered && result?.total === 0 && !notes.isFetching;

  return (
    <>
      <PageHeader title="NOTES" actions={newNote}>
        <TextInput
          aria-label="Search notes"
          placeholder="Search notes..."
          leftSection={<IconSearch size={16} stroke={1.6} />}
          rightSection={
            kw ? (
              <CloseButton
                size="sm"
                aria-label="Clear search"
                onClick={() => {
                  pushKw.cancel();
                  setKw('');
                  update({ kw: '' });
                }}
              />
            ) : null
          }
          value={kw}
          onChange={(e) => {
            setKw(e.currentTarget.value);
            pushKw(e.currentTarget.value);
          }}
          maw={360}
        />
      </PageHeader>

      {nothingYet ? (
        <EmptyPanel
          icon={<IconNotes size={22} stroke={1.5} />}
          title="No notes yet"
          description="Notes kept against clients show here: who to call, how they like to be billed, what was agreed."
        >
          {newNote}
        </EmptyPanel>
      ) : (
        <Stack gap="sm">
          <DataTableView<TNote>
            aria-label="Notes"
            loading={!result}
            {...retryOf(notes)}
            skeletonRows={8}
            columns={columns}
            records={result?.data ?? []}
            fetching={notes.isFetching && Boolean(result)}
            noRecordsText="No notes found"
            sortStatus={{ columnAccessor: state.sort, direction: state.order }}
            onSortStatusChange={(status) => {
              const sort = status.columnAccessor as TNoteSortKey;
              // Another column starts ascending; the same column flips.
              update({ sort, order: sort === state.sort ? status.direction : 'asc' });
            }}
            onRowClick={({ record }) => void navigate(`/notes/${record.id}`)}
          />
          <Pager page={result?.current_page ?? state.page} lastPage={result?.last_page ?? 1} onChange={(page) => update({ page })} />
        </Stack>
      )}

      <NewNoteModal opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
