import { useState } from 'react';
import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconSearch } from '@tabler/icons-react';

export type TSelectOption = { value: string; label: string };

export type QuotesFiltersProps = {
  kw: string;
  onKwChange: (kw: string) => void;
  status: string | null;
  statusOptions: readonly TSelectOption[];
  onStatusChange: (status: string | null) => void;
  clientId: string | null;
  clientOptions: readonly TSelectOption[];
  onClientChange: (clientId: string | null) => void;
  managerId: string | null;
  managerOptions: readonly TSelectOption[];
  onManagerChange: (managerId: string | null) => void;
  /** YYYY-MM-DD each, on the created date. */
  dateRange: [string | null, string | null];
  onDateRangeChange: (range: [string | null, string | null]) => void;
};

/** Search, status, client, manager and created-date range of the quotes list. */
export function QuotesFilters(props: QuotesFiltersProps) {
  const { kw, onKwChange, dateRange, onDateRangeChange } = props;
  // The picker holds a half-chosen range; the list follows once both ends are chosen.
  const [draft, setDraft] = useState<[string | null, string | null]>(dateRange);
  const [applied, setApplied] = useState(dateRange);
  if (applied[0] !== dateRange[0] || applied[1] !== dateRange[1]) {
    setApplied(dateRange);
    setDraft(dateRange);
  }
  return (
    <Group gap="sm" wrap="wrap" role="search" aria-label="Filter quotes">
      <TextInput
        aria-label="Search quotes"
        placeholder="SEARCH QUOTES..."
        leftSection={<IconSearch size={16} stroke={1.5} />}
        rightSection={kw ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onKwChange('')} /> : null}
        rightSectionPointerEvents="all"
        value={kw}
        onChange={(e) => onKwChange(e.currentTarget.value)}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        aria-label="Status"
        placeholder="OPEN QUOTES"
        data={props.statusOptions}
        value={props.status}
        onChange={props.onStatusChange}
        clearable
        w={{ base: '100%', xs: 160 }}
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
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        aria-label="Manager"
        placeholder="ALL MANAGERS"
        data={props.managerOptions}
        value={props.managerId}
        onChange={props.onManagerChange}
        searchable
        clearable
        nothingFoundMessage="No managers found"
        w={{ base: '100%', xs: 180 }}
      />
      <DatePickerInput
        type="range"
        aria-label="Created between"
        placeholder="CREATED BETWEEN"
        valueFormat="DD/MM/YYYY"
        allowSingleDateInRange
        clearable
        firstDayOfWeek={1}
        leftSection={<IconCalendar size={16} stroke={1.5} />}
        leftSectionPointerEvents="none"
        value={draft}
        onChange={(value) => {
          const [start, end] = value;
          setDraft([start, end]);
          if ((start && end) || (!start && !end)) onDateRangeChange([start, end]);
        }}
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
