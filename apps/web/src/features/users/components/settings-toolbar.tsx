import type { ReactNode } from 'react';
import { CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export type SettingsToolbarProps = {
  kw: string;
  onKwChange: (kw: string) => void;
  placeholder: string;
  searchLabel: string;
  /** More filters after the search box. */
  filters?: ReactNode;
  /** The primary action on the right. */
  action?: ReactNode;
};

/** Search (and filters) on the left, the primary action on the right, above a settings table. */
export function SettingsToolbar({ kw, onKwChange, placeholder, searchLabel, filters, action }: SettingsToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" role="search" aria-label="Filters">
        <TextInput
          aria-label={searchLabel}
          placeholder={placeholder}
          leftSection={<IconSearch size={16} stroke={1.5} />}
          rightSection={kw ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onKwChange('')} /> : null}
          value={kw}
          onChange={(e) => onKwChange(e.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
        {filters}
      </Group>
      {action}
    </Group>
  );
}
