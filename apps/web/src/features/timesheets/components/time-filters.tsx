import { useState } from 'react';
import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';

export type TSelectOption = { value: string; label: string };

export type TimeFiltersProps = {
  kw: string;
  onKwChange: (kw: string) => void;
  clientOptions: readonly TSelectOption[];
  clientId: string | null;
  onClientChange: (clientId: string | null) => void;
  /** Only for a super admin (spec 2 section 6); defaults empty. */
  userOptions?: readonly TSelectOption[];
  userId: string | null;
  onUserChange: (userId: string | null) => void;
  dateRange: [string | null, string | null];
  onDateRangeChange: (range: [string | null, string | null]) => void;
};

const iso = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD') : null);

/** Keyword, client, user (super admin) and date range (DD-MM-YYYY) filters of the TIME screen. */
export function TimeFilters({ kw, onKwChange, clientOptions, clientId, onClientChange, userOptions, userId, onUserChange, dateRange, onDateRangeChange }: TimeFiltersProps) {
  // A half-chosen range stays in the picker until its end is picked.
  const [draft, setDraft] = useState<[string | null, string | null]>(dateRange);
  const [shown, setShown] = useState(dateRange);
  if (shown[0] !== dateRange[0] || shown[1] !== dateRange[1]) {
    setShown(dateRange);
    setDraft(dateRange);
  }
  return (
    <Group gap="sm" wrap="wrap" role="search" aria-label="Filter time">
      <TextInput
        aria-label="Search time"
        placeholder="SEARCH..."
        leftSection={<IconSearch size={16} stroke={1.5} />}
        rightSection={kw ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onKwChange('')} /> : null}
        rightSectionPointerEvents="all"
        value={kw}
        onChange={(e) => onKwChange(e.currentTarget.value)}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        aria-label="Client"
        placeholder="ALL CLIENTS"
        data={clientOptions}
        value={clientId}
        onChange={onClientChange}
        searchable
        clearable
        nothingFoundMessage="No clients found"
        w={{ base: '100%', xs: 220 }}
      />
      {userOptions ? (
        <Select
          aria-label="Team member"
          placeholder="ALL USERS"
          data={userOptions}
          value={userId}
          onChange={onUserChange}
          searchable
          clearable
          nothingFoundMessage="No team members found"
          w={{ base: '100%', xs: 200 }}
        />
      ) : null}
      <DatePickerInput
        type="range"
        aria-label="Date range"
        placeholder="DATE RANGE"
        valueFormat="DD-MM-YYYY"
        allowSingleDateInRange
        clearable
        firstDayOfWeek={1}
        leftSection={<IconCalendar size={16} stroke={1.5} />}
        leftSectionPointerEvents="none"
        value={draft}
        onChange={(value) => {
          const next: [string | null, string | null] = [iso(value[0]), iso(value[1])];
          setDraft(next);
          if ((next[0] && next[1]) || (!next[0] && !next[1])) onDateRangeChange(next);
        }}
        w={{ base: '100%', xs: 250 }}
      />
    </Group>
  );
}
