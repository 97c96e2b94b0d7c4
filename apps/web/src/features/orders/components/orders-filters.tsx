import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TSelectOption } from './order-options';

export type OrdersFiltersProps = {
  kw: string;
  onKwChange: (kw: string) => void;
  supplierOptions: readonly TSelectOption[];
  supplierId: string | null;
  onSupplierChange: (supplierId: string | null) => void;
  creatorOptions: readonly TSelectOption[];
  createdBy: string | null;
  onCreatorChange: (createdBy: string | null) => void;
};

/** Keyword, supplier and creator filters of the orders list (spec 2 section 2). */
export function OrdersFilters({
  kw,
  onKwChange,
  supplierOptions,
  supplierId,
  onSupplierChange,
  creatorOptions,
  createdBy,
  onCreatorChange,
}: OrdersFiltersProps) {
  return (
    <Group gap="sm" wrap="wrap" role="search" aria-label="Filter orders">
      <TextInput
        aria-label="Search orders"
        placeholder="SEARCH ORDERS..."
        leftSection={<IconSearch size={16} stroke={1.5} />}
        rightSection={kw ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onKwChange('')} /> : null}
        rightSectionPointerEvents="all"
        value={kw}
        onChange={(e) => onKwChange(e.currentTarget.value)}
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        aria-label="Supplier"
        placeholder="ALL SUPPLIERS"
        data={supplierOptions}
        value={supplierId}
        onChange={onSupplierChange}
        searchable
        clearable
        nothingFoundMessage="No suppliers found"
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        aria-label="Created by"
        placeholder="ALL CREATORS"
        data={creatorOptions}
        value={createdBy}
        onChange={onCreatorChange}
        searchable
        clearable
        nothingFoundMessage="No team members found"
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
