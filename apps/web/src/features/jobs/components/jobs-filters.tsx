import { useRef } from 'react';
import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export type TSelectOption = { value: string; label: string };

export type JobsFiltersProps = {
  kw: string;
  onKwChange: (kw: string) => void;
  status: string | null;
  statusOptions: readonly TSelectOption[];
  onStatusChange: (status: string | null) => void;
  /** Staff only: the client filter is left out when undefined. */
  clientOptions?: readonly TSelectOption[];
  clientId?: string | null;
  onClientChange?: (clientId: string | null) => void;
};

/** Search box, status filter and (staff) client filter of the jobs list. */
export function JobsFilters({
  kw,
  onKwChange,
  status,
  statusOptions,
  onStatusChange,
  clientOptions,
  clientId,
  onClientChange,
}: JobsFiltersProps) {
  const search = useRef<HTMLInputElement>(null);
  return (
    <Group gap="sm" wrap="wrap" role="search" aria-label="Filter jobs">
      <TextInput
        ref={search}
        aria-label="Search jobs"
        placeholder="SEARCH JOBS..."
        leftSection={<IconSearch size={16} stroke={1.5} />}
        rightSection={
          kw ? (
            <CloseButton
              size="sm"
              aria-label="Clear search"
              onClick={() => {
                onKwChange('');
                // the button goes with the keyword: the focus goes back to the box, not to the page
                search.current?.focus();
              }}
            />
          ) : null
        }
        rightSectionPointerEvents="all"
        value={kw}
        onChange={(e) => onKwChange(e.currentTarget.value)}
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        aria-label="Status"
        placeholder="ALL STATUSES"
        data={statusOptions}
        value={status}
        onChange={onStatusChange}
        clearable
        allowDeselect
        w={{ base: '100%', xs: 180 }}
      />
      {clientOptions && onClientChange ? (
        <Select
          aria-label="Client"
          placeholder="ALL CLIENTS"
          data={clientOptions}
          value={clientId ?? null}
          onChange={onClientChange}
          searchable
          clearable
          nothingFoundMessage="No clients found"
          w={{ base: '100%', xs: 240 }}
        />
      ) : null}
    </Group>
  );
}
