import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TSelectOption } from './invoice-options';

export type InvoicesFiltersProps = {
  kw: string;
  onKwChange: (kw: string) => void;
  status: string | null;
  statusOptions: readonly TSelectOption[];
  onStatusChange: (status: string | null) => void;
  clientId: string | null;
  clientOptions: readonly TSelectOption[];
  onClientChange: (clientId: string | null) => void;
};

/** Search (applies as typed), status and client of the invoices list. */
export function InvoicesFilters(props: InvoicesFiltersProps) {
  const { kw, onKwChange } = props;
  return (
    <Group gap="sm" wrap="wrap" role="search" aria-label="Filter invoices">
      <TextInput
        aria-label="Search invoices"
        placeholder="SEARCH INVOICES..."
        leftSection={<IconSearch size={16} stroke={1.5} />}
        rightSection={kw ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onKwChange('')} /> : null}
        rightSectionPointerEvents="all"
        value={kw}
        onChange={(e) => onKwChange(e.currentTarget.value)}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        aria-label="Status"
        placeholder="ALL INVOICES"
        data={props.statusOptions}
        value={props.status}
        onChange={props.onStatusChange}
        clearable
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        aria-label="Client"
        placeholder="ALL CLIENTS"
        data={props.clientOptions}
        value={props.clientId}
        onChange={props.onClientChange}
        searchable
        clearable
        nothingFoundMessage="No clients found"
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}
