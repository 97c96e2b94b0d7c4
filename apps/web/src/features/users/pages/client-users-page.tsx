import { useState } from 'react';
import { Avatar, Badge, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { TContact } from '@jobflow/contract';
import { DataTableView, retryOf } from '@/ui/data-table';
import { useClientUsers } from '../api/get-client-users';
import { ClientUserModal } from '../components/client-user-modal';
import { SettingsToolbar } from '../components/settings-toolbar';
import { useSearch } from '../components/use-search';

const columns: DataTableColumn<TContact>[] = [
  {
    accessor: 'initials',
    title: <VisuallyHidden>Avatar</VisuallyHidden>,
    width: 56,
    render: (u) => (
      <Avatar size={30} radius="xl" color="initials" name={u.full_name} aria-hidden>
        {u.initials}
      </Avatar>
    ),
  },
  {
    accessor: 'first_name',
    title: 'FIRST NAME',
    render: (u) => (
      <Text size="sm" fw={500}>
        {u.first_name}
      </Text>
    ),
  },
  { accessor: 'last_name', title: 'LAST NAME' },
  { accessor: 'client.name', title: 'COMPANY', ellipsis: true },
  { accessor: 'email', title: 'EMAIL', ellipsis: true },
  {
    accessor: 'is_manager',
    title: 'ACCESS LEVEL',
    width: 150,
    render: (u) => (u.is_manager ? 'Client Manager' : 'Client'),
  },
  {
    accessor: 'enabled',
    title: 'STATUS',
    width: 110,
    render: (u) => (
      <Badge variant="light" radius="sm" size="sm" color={u.enabled ? 'green' : 'red'}>
        {u.enabled ? 'Active' : 'Blocked'}
      </Badge>
    ),
  },
];

/** Settings CLIENT USERS: every company's users for a super admin, the own company's for a client manager. */
export function ClientUsersPage() {
  const { kw, setKw, query } = useSearch();
  const users = useClientUsers({ kw: query });
  const [modal, setModal] = useState<{ opened: boolean; user: TContact | null }>({ opened: false, user: null });

  return (
    <Stack gap="sm">
      <SettingsToolbar
        kw={kw}
        onKwChange={setKw}
        placeholder="SEARCH CLIENT USERS..."
        searchLabel="Search client users"
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, user: null })}>
            New Client User
          </Button>
        }
      />
      <DataTableView<TContact>
        aria-label="Client users"
        virtualize
        loading={!users.data}
        {...retryOf(users)}
        columns={columns}
        records={users.data?.data ?? []}
        fetching={users.isFetching && Boolean(users.data)}
        noRecordsText="No users found"
        keyboardRows
        onRowClick={({ record }) => setModal({ opened: true, user: record })}
      />
      <ClientUserModal opened={modal.opened} user={modal.user} onClose={() => setModal((m) => ({ ...m, opened: false }))} />
    </Stack>
  );
}
