import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { TContact } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, retryOf } from '@/ui/data-table';
import { Link } from '@/ui/link';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { ContactModal } from './contact-modal';
import { RowAction, RowActions } from '@/ui/row-actions';

export type ContactsTableProps = { kw: string };

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** Every company's contacts: NAME, COMPANY, POSITION, EMAIL; the row edits the contact, delete asks first. */
export function ContactsTable({ kw }: ContactsTableProps) {
  const contacts = useContacts({ kw: kw.trim() || undefined });
  const remove = useDeleteContact();
  // The contact stays set while the dialog animates closed.
  const [editing, setEditing] = useState<TContact | null>(null);
  const [opened, setOpened] = useState(false);
  const edit = (contact: TContact) => {
    setEditing(contact);
    setOpened(true);
  };

  const onDelete = async (contact: TContact) => {
    if (!(await confirmDelete(`Are you sure you want to delete ${contact.full_name}?`))) return;
    try {
      await remove.mutateAsync({ clientId: contact.client_id, contactId: contact.id });
      notifySuccess(`Contact ${contact.full_name} has been deleted`);
    } catch {
      // A contact with history answers 409: the API client shows the reason.
    }
  };

  const columns: DataTableColumn<TContact>[] = [
    {
      accessor: 'full_name',
      title: 'NAME',
      render: (c) => (
        <Text size="sm" fw={500} component="span">
          {c.full_name}
        </Text>
      ),
    },
    {
      accessor: 'client.name',
      title: 'COMPANY',
      width: '28%',
      render: (c) => (
        <Anchor
          component={Link}
          to={`/${c.client.is_supplier ? 'suppliers' : 'clients'}/${c.client_id}`}
          size="sm"
          onClick={(e) => e.stopPropagation()}
        >
          {c.client.name}
        </Anchor>
      ),
    },
    { accessor: 'role', title: 'POSITION', width: '18%', render: (c) => c.role || dash },
    { accessor: 'email', title: 'EMAIL', width: '26%' },
    {
      accessor: 'actions',
      title: '',
      width: 80,
      textAlign: 'right',
      render: (c) => (
        <RowActions>
          <RowAction label={`Edit ${c.full_name}`} icon={<IconPencil size={16} />} onClick={() => edit(c)} />
          <RowAction label={`Delete ${c.full_name}`} color="red" icon={<IconTrash size={16} />} onClick={() => void onDelete(c)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <DataTableView<TContact>
        aria-label="Contacts"
        virtualize
        loading={!contacts.data}
        {...retryOf(contacts)}
        skeletonRows={8}
        columns={columns}
        records={contacts.data ?? []}
        fetching={contacts.isFetching && Boolean(contacts.data)}
        noRecordsText={kw.trim() ? 'No contacts found' : 'No contacts yet'}
        onRowClick={({ record }) => edit(record)}
      />
      <ContactModal opened={opened} contact={editing} onClose={() => setOpened(false)} />
    </>
  );
}
