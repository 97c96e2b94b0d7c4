import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export type SearchBoxProps = { value: string; onChange: (value: string) => void; placeholder: string; label: string };

/** The keyword box above a list, with a clear button. */
export function SearchBox({ value, onChange, placeholder, label }: SearchBoxProps) {
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} stroke={1.5} />}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : null}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
