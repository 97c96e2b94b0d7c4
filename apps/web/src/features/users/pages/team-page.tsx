import { useState } from 'react';
import { Avatar, Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { formatMoney, type TTeamUser } from '@jobflow/contract';
import { DataTableView, retryOf } from '@/ui/data-table';
import { UserTypeBadge } from '@/ui/user-type-badge';
import { useAccessLevels } from '../api/get-access-levels';
import { useTeam } from '../api/get-team';
import { SettingsToolbar } from '../components/settings-toolbar';
import { TeamMemberModal } from '../components/team-member-modal';
import { useSearch } from '../components/use-search';

const columns: DataTableColumn<TTeamUser>[] = [
  {
    accessor: 'initials',
    title: <VisuallyHidden>Avatar</VisuallyHidden>,
    width: 56,
    render: (u) => (
      <Avatar size={30} radius="xl" color="initials" name={u.name} aria-hidden>
        {u.initials}
      </Avatar>
    ),
  },
  {
    accessor: 'first_name',
    title: 'FIRST NAME',
    render: (u) => (
      <Text size="sm" fw={500} c={u.enabled ? undefined : 'dimmed'}>
        {u.first_name}
      </Text>
    ),
  },
  { accessor: 'last_name', title: 'LAST NAME', ellipsis: true },
  { accessor: 'team.name', title: 'TEAM', noWrap: true, render: (u) => u.team?.name ?? '' },
  { accessor: 'email', title: 'EMAIL', ellipsis: true },
  {
    accessor: 'cost_rate',
    title: 'COST RATE',
    textAlign: 'right',
    width: 120,
    render: (u) => <span className="tabular">{formatMoney(u.cost_rate)}</span>,
  },
  {
    accessor: 'billable_rate',
    title: 'BILLABLE RATE',
    textAlign: 'right',
    width: 150,
    render: (u) => <span className="tabular">{formatMoney(u.billable_rate)}</span>,
  },
  {
    accessor: 'user_type.title',
    title: 'ACCESS LEVEL',
    width: 170,
    render: (u) =>
      u.user_type ? (
        <Group gap={6} wrap="nowrap">
          <UserTypeBadge title={u.user_type.title} colorClass={u.user_type.color_class} />
          {u.enabled ? null : (
            <Text size="xs" c="dimmed">
              Blocked
            </Text>
          )}
        </Group>
      ) : null,
  },
];

/** Settings TEAM: the agency's team members; a row opens the member, + New Team Member adds one. */
export function TeamPage() {
  const { kw, setKw, query } = useSearch();
  const [typeId, setTypeId] = useState<string | null>(null);
  const accessLevels = useAccessLevels();
  const team = useTeam({ kw: query, user_type_id: typeId ? Number(typeId) : undefined });
  const [modal, setModal] = useState<{ opened: boolean; userId: number | null }>({ opened: false, userId: null });

  return (
    <Stack gap="sm">
      <SettingsToolbar
        kw={kw}
        onKwChange={setKw}
        placeholder="SEARCH TEAM..."
        searchLabel="Search team"
        filters={
          <Select
            aria-label="Access level"
            placeholder="ALL TYPES"
            data={(accessLevels.data ?? []).map((t) => ({ value: String(t.id), label: t.title }))}
            value={typeId}
            onChange={setTypeId}
            clearable
            w={{ base: '100%', xs: 200 }}
          />
        }
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, userId: null })}>
            New Team Member
          </Button>
        }
      />
      <DataTableView<TTeamUser>
        aria-label="Team members"
        virtualize
        loading={!team.data}
        {...retryOf(team)}
        columns={columns}
        records={team.data?.data ?? []}
        fetching={team.isFetching && Boolean(team.data)}
        noRecordsText="No users found"
        keyboardRows
        onRowClick={({ record }) => setModal({ opened: true, userId: record.id })}
      />
      <TeamMemberModal
        opened={modal.opened}
        userId={modal.userId}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </Stack>
  );
}
