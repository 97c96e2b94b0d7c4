import { Anchor, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import type { TClient } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, retryOf } from '@/ui/data-table';
import { Link } from '@/ui/link';
import { useClients } from '../api/get-clients';
import { useDeleteClient } from '../api/delete-client';
import type { TCompanyKind } from './company-form';
import { RowAction, RowActions } from '@/ui/row-actions';

export type CompaniesTableProps = { kind: TCompanyKind; kw: string };

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** Clients or suppliers: COMPANY, EMAIL, PHONE, MANAGER; the row opens the company, delete asks first. */
export function CompaniesTable({ kind, kw }: CompaniesTableProps) {
  const navigate = useNavigate();
  const companies = useClients({ isSupplier: kind === 'supplier' ? 1 : 0, kw: kw.trim() || undefined });
  const remove = useDeleteClient();
  const label = kind === 'client' ? 'Client' : 'Supplier';

  const onDelete = async (company: TClient) => {
    if (!(await confirmDelete(`Are you sure you want to delete ${company.name}?`))) return;
    try {
      const deleted = await remove.mutateAsync(company.id);
      notifySuccess(`${label} ${deleted.name} has been deleted`);
    } catch {
      // Shown by the API client.
    }
  };

  const columns: DataTableColumn<TClient>[] = [
    {
      accessor: 'name',
      title: 'COMPANY',
      // A link too, so the company opens from the keyboard.
      render: (c) => (
        <Anchor component={Link} to={`/${kind}s/${c.id}`} size="sm" c="inherit" fw={500} onClick={(e) => e.stopPropagation()}>
          {c.name}
        </Anchor>
      ),
    },
    { accessor: 'email', title: 'EMAIL', width: '26%', render: (c) => c.email || dash },
    { accessor: 'phone', title: 'PHONE', width: 150, render: (c) => (c.phone ? <span className="tabular">{c.phone}</span> : dash) },
    { accessor: 'manager', title: 'MANAGER', width: '18%', render: (c) => c.manager?.full_name || dash },
    {
      accessor: 'actions',
      title: '',
      width: 56,
      textAlign: 'right',
      render: (c) => (
        <RowActions>
          <RowAction label={`Delete ${c.name}`} color="red" icon={<IconTrash size={16} />} onClick={() => void onDelete(c)} />
        </RowActions>
      ),
    },
  ];

  return (
    <DataTableView<TClient>
      aria-label={kind === 'client' ? 'Clients' : 'Suppliers'}
      virtualize
      loading={!companies.data}
      {...retryOf(companies)}
      skeletonRows={8}
      columns={columns}
      records={companies.data ?? []}
      fetching={companies.isFetching && Boolean(companies.data)}
      noRecordsText={kw.trim() ? `No ${kind}s found` : `No ${kind}s yet`}
      onRowClick={({ record }) => void navigate(`/${kind}s/${record.id}`)}
    />
  );
}
