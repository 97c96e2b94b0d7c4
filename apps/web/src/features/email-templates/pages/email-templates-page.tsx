import { useState, type MouseEvent } from 'react';
import { ActionIcon, Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import type { TEmailTemplate } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, retryOf } from '@/ui/data-table';
import { Pager } from '@/ui/pager';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useDeleteEmailTemplate } from '../api/delete-email-template';
import { useEmailTemplates } from '../api/get-email-templates';
import { AddTemplateModal } from '../components/add-template-modal';
import { SearchBox } from '../components/search-box';

const SEARCH_DEBOUNCE_MS = 300;

/** Settings EMAIL TEMPLATES: searchable and paged; a row opens the template. */
export function EmailTemplatesPage() {
  const navigate = useNavigate();
  const [kw, setKw] = useState('');
  const [query] = useDebouncedValue(kw.trim(), SEARCH_DEBOUNCE_MS);
  const [pageState, setPageState] = useState({ page: 1, query });
  // A new search starts from the first page.
  const page = pageState.query === query ? pageState.page : 1;
  const setPage = (next: number) => setPageState({ page: next, query });
  const templates = useEmailTemplates({ page, kw: query || undefined });
  const remove = useDeleteEmailTemplate();
  const [adding, setAdding] = useState(false);
  const result = templates.data;

  const onDelete = async (event: MouseEvent, template: TEmailTemplate) => {
    event.stopPropagation();
    if (!(await confirmDelete(`Are you sure you want to delete the template ${template.name}?`))) return;
    try {
      await remove.mutateAsync(template.id);
      notifySuccess(`Template ${template.name} has been deleted`);
      // The last row of the last page went: show the page before.
      if (result && result.data.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // Shown by the API client.
    }
  };

  const columns: DataTableColumn<TEmailTemplate>[] = [
    { accessor: 'id', title: 'TEMPLATE ID', width: 120, render: (t) => <span className="tabular">{t.id}</span> },
    {
      accessor: 'name',
      title: 'NAME',
      render: (t) => (
        <Text size="sm" fw={500}>
          {t.name}
        </Text>
      ),
    },
    { accessor: 'email_subject', title: 'SUBJECT', ellipsis: true },
    { accessor: 'from_name', title: 'FROM NAME', ellipsis: true },
    { accessor: 'from_email', title: 'FROM EMAIL', ellipsis: true },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 56,
      textAlign: 'right',
      render: (t) => (
        <MouseTooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${t.name}`}
            loading={remove.isPending && remove.variables === t.id}
            onClick={(e) => void onDelete(e, t)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </MouseTooltip>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SearchBox value={kw} onChange={setKw} placeholder="SEARCH TEMPLATES..." label="Search templates" />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          New Email Template
        </Button>
      </Group>
      <DataTableView<TEmailTemplate>
        aria-label="Email templates"
        loading={!result}
        {...retryOf(templates)}
        columns={columns}
        records={result?.data ?? []}
        fetching={templates.isFetching && Boolean(result)}
        noRecordsText="No templates found"
        keyboardRows
        onRowClick={({ record }) => void navigate(`/settings/email-templates/${record.id}`)}
      />
      <Box ml="auto">
        <Pager page={result?.current_page ?? page} lastPage={result?.last_page ?? 1} onChange={setPage} />
      </Box>
      <AddTemplateModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
