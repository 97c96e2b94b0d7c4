import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { TContact } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView } from '@/ui/data-table';
import { SectionPanel } from '@/ui/section-panel';
import type { TClientDetail } from '../api/get-client';
import { useDeleteContact } from '../api/delete-contact';
import { ContactModal } from './contact-modal';
import { RowAction, RowActions } from '@/ui/row-actions';

export type CompanyContactsProps = { company: TClientDetail };

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** CONTACTS of a company: NAME, POSITION, PHONE, EMAIL, NOTES with edit and remove, and Add Contact. */
export function CompanyContacts({ company }: CompanyContactsProps) {
  const remove = useDeleteContact();
  const [dialog, setDialog] = useState<{ opened: boolean; contact: TContact | null }>({ opened: false, contact: null });

  const onRemove = async (contact: TContact) => {
    if (!(await confirmDelete(`Are you sure you want to delete ${contact.full_name}?`))) return;
    try {
      await remove.mutateAsync({ clientId: company.id, contactId: contact.id });
      notifySuccess(`Contact ${contact.full_name} has been deleted`);
    } catch {
      // A contact with history answers 409: the API client shows the reason as an error toast.
    }
  };

  const columns: DataTableColumn<TContact>[] = [
    {
      accessor: 'full_name',
      title: 'NAME',
      width: '20%',
      render: (c) => (
        <Text size="sm" fw={500} component="span">
          {c.full_name}
        </Text>
      ),
    },
    { accessor: 'role', title: 'POSITION', width: '16%', render: (c) => c.role || dash },
    { accessor: 'phone', title: 'PHONE', width: 140, render: (c) => (c.phone ? <span className="tabular">{c.phone}</span> : dash) },
    { accessor: 'email', title: 'EMAIL', width: '24%' },
    {
      accessor: 'note',
      title: 'NOTES',
      render: (c) =>
        c.note ? (
          <Text size="sm" lineClamp={2} title={c.note}>
            {c.note}
          </Text>
        ) : (
          dash
        ),
    },
    {
      accessor: 'actions',
      title: '',
      width: 80,
      textAlign: 'right',
      render: (c) => (
        <RowActions>
          <RowAction label={`Edit ${c.full_name}`} icon={<IconPencil size={16} />} onClick={() => setDialog({ opened: true, contact: c })} />
          <RowAction label={`Remove ${c.full_name}`} color="red" icon={<IconTrash size={16} />} onClick={() => void onRemove(c)} />
        </RowActions>
      ),
    },
  ];

  return (
    <SectionPanel
      title={`CONTACTS (${company.members.length})`}
      id="company-contacts"
      flush
      actions={
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setDialog({ opened: true, contact: null })}>
          Add Contact
        </Button>
      }
    >
      <DataTableView<TContact>
        aria-label="Contacts of this company"
        columns={columns}
        records={company.members}
        noRecordsText="No contacts yet"
        withTableBorder={false}
        borderRadius={0}
        minHeight={company.members.length ? undefined : 120}
      />
      <ContactModal
        opened={dialog.opened}
        contact={dialog.contact}
        company={dialog.contact ? null : { id: company.id, name: company.name }}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
    </SectionPanel>
  );
}
