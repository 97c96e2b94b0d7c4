import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SELL_BASIS_OPTIONS } from './sell-basis';

export type TSelectOption = { value: string; label: string };

export type CostMatrixFiltersProps = {
  kw: string;
  onKwChange: (kw: string) => void;
  categoryId: string | null;
  categoryOptions: readonly TSelectOption[];
  onCategoryChange: (categoryId: string | null) => void;
  sellBasis: string | null;
  onSellBasisChange: (sellBasis: string | null) => void;
};

/** Keyword, category and sell basis filters of the cost matrix. */
export function CostMatrixFilters({
  kw,
  onKwChange,
  categoryId,
  categoryOptions,
  onCategoryChange,
  sellBasis,
  onSellBasisChange,
}: CostMatrixFiltersProps) {
  return (
    <Group gap="sm" wrap="wrap" role="search" aria-label="Filter cost matrix">
      <TextInput
        aria-label="Search cost matrix"
        placeholder="SEARCH KEYWORD..."
        leftSection={<IconSearch size={16} stroke={1.5} />}
        rightSection={kw ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onKwChange('')} /> : null}
        rightSectionPointerEvents="all"
        value={kw}
        onChange={(e) => onKwChange(e.currentTarget.value)}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        aria-label="Category"
        placeholder="ALL CATEGORIES"
        data={categoryOptions}
        value={categoryId}
        onChange={onCategoryChange}
        searchable
        clearable
        nothingFoundMessage="No categories found"
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        aria-label="Sell basis"
        placeholder="ALL SELL BASES"
        data={SELL_BASIS_OPTIONS}
        value={sellBasis}
        onChange={onSellBasisChange}
        clearable
        w={{ base: '100%', xs: 170 }}
      />
    </Group>
  );
}
