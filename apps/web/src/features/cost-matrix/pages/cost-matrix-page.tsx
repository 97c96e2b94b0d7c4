import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ActionIcon, Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useSearchParams } from 'react-router';
import { COST_MATRIX_MESSAGES, DEFAULT_PAGE_SIZE, PRICE_TIERS, formatMoney, type TCostMatrixRecord } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { DataTableView, retryOf } from '@/ui/data-table';
import { Pager } from '@/ui/pager';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useCostCategories } from '../api/get-cost-categories';
import { useCostMatrix, type TCostMatrixParams } from '../api/get-cost-matrix';
import { useDeleteCostMatrixRecord } from '../api/delete-cost-matrix-record';
import { useDeleteCostMatrixRecords } from '../api/delete-cost-matrix-records';
import { CostMatrixFilters } from '../components/cost-matrix-filters';
import { readCostMatrixUrlState, writeCostMatrixUrlState, type TCostMatrixUrlState } from '../components/cost-matrix-url-state';
import { CostRecordModal } from '../components/cost-record-modal';
import { SELL_BASIS_LABELS, isSellBasis } from '../components/sell-basis';

const SEARCH_DEBOUNCE_MS = 300;

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

const money = (value: string) => <span className="tabular">{formatMoney(value)}</span>;

const TIER_COLUMNS: DataTableColumn<TCostMatrixRecord>[] = PRICE_TIERS.map((tier, i) => ({
  accessor: `sell_${tier}`,
  title: `TIER ${i + 1} SELL`,
  textAlign: 'right',
  noWrap: true,
  width: 112,
  render: (r: TCostMatrixRecord) => money(r[`sell_${tier}`]),
}));

/**
 * Settings COST MATRIX (spec 2 section 2): the agency's cost records with their sell price per
 * tier; keyword, category and sell basis filters kept in the URL; paged; a row opens the record;
 * rows can be deleted one by one or ticked and deleted together.
 */
export function CostMatrixPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readCostMatrixUrlState(searchParams), [searchParams]);
  const categories = useCostCategories();
  const removeOne = useDeleteCostMatrixRecord();
  const removeMany = useDeleteCostMatrixRecords();
  const [modal, setModal] = useState<{ opened: boolean; recordId: number | null }>({ opened: false, recordId: null });

  // The state the user asked for last: a debounced search and a filter change in quick
  // succession both build on it, not on a URL that has not landed yet.
  const intended = useRef(state);
  useEffect(() => {
    intended.current = state;
  }, [state]);

  /** Every change of a filter goes back to the first page. */
  const update = (patch: Partial<TCostMatrixUrlState>) => {
    const next = { ...intended.current, page: 1, ...patch };
    intended.current = next;
    setSearchParams(writeCostMatrixUrlState(next), { replace: true });
  };

  // The search applies as the user types, once typing pauses.
  const [kw, setKw] = useState(state.kw);
  const lastPushedKw = useRef(state.kw);
  const pushKw = useDebouncedCallback((value: string) => {
    lastPushedKw.current = value.trim();
    update({ kw: value });
  }, SEARCH_DEBOUNCE_MS);
  // Back/forward or a link changed the search: show it in the box.
  const [urlKw, setUrlKw] = useState(state.kw);
  if (urlKw !== state.kw) {
    setUrlKw(state.kw);
    if (state.kw !== lastPushedKw.current) {
      lastPushedKw.current = state.kw;
      setKw(state.kw);
    }
  }

  const params: TCostMatrixParams = {
    page: state.page,
    ipp: DEFAULT_PAGE_SIZE,
    kw: state.kw.trim() || undefined,
    category_id: state.categoryId ?? undefined,
    sell_basis: state.sellBasis ?? undefined,
  };
  const costs = useCostMatrix(params);
  const result = costs.data;

  // Deleting the last rows of the last page: the server answers the page before; follow it.
  const settledPage = result && !costs.isPlaceholderData ? result.current_page : null;
  useEffect(() => {
    if (settledPage !== null && settledPage !== intended.current.page) {
      intended.current = { ...intended.current, page: settledPage };
      setSearchParams(writeCostMatrixUrlState(intended.current), { replace: true });
    }
  }, [settledPage, setSearchParams]);

  // Ticked rows belong to the list as it is shown: another page or filter starts afresh.
  const listKey = JSON.stringify(params);
  const [selection, setSelection] = useState<{ listKey: string; records: TCostMatrixRecord[] }>({ listKey, records: [] });
  const selected = selection.listKey === listKey ? selection.records : [];
  const setSelected = (records: TCostMatrixRecord[]) => setSelection({ listKey, records });

  const categoryOptions = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const onDelete = async (record: TCostMatrixRecord) => {
    if (!(await confirmDelete(`Are you sure you want to delete ${record.description}?`))) return;
    try {
      await removeOne.mutateAsync(record.id);
      notifySuccess(COST_MATRIX_MESSAGES.deleted);
      setSelected(selected.filter((r) => r.id !== record.id));
    } catch {
      // The API client has shown the server's reason (a record in use cannot go).
    }
  };

  const onDeleteSelected = async () => {
    const n = selected.length;
    if (!n) return;
    const what = n === 1 ? selected[0].description : `the ${n} selected items`;
    if (!(await confirmDelete(`Are you sure you want to delete ${what}?`))) return;
    try {
      await removeMany.mutateAsync(selected.map((r) => r.id));
      notifySuccess(n === 1 ? COST_MATRIX_MESSAGES.deleted : `${n} cost matrix records have been deleted`);
      setSelected([]);
    } catch {
      // Shown by the API client: nothing was deleted.
    }
  };

  const openRecord = (record: TCostMatrixRecord) => setModal({ opened: true, recordId: record.id });

  const columns: DataTableColumn<TCostMatrixRecord>[] = [
    { accessor: 'category.name', title: 'CATEGORY', width: 160, ellipsis: true },
    {
      accessor: 'description',
      title: 'TYPE/DETAILS',
      cellsStyle: () => ({ minWidth: 200 }),
      // A button too, so the record opens from the keyboard.
      render: (r) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="inherit"
          fw={500}
          ta="left"
          style={{ overflowWrap: 'anywhere' }}
          onClick={(e: MouseEvent) => {
            stopRowClick(e);
            openRecord(r);
          }}
        >
          {r.description}
        </Anchor>
      ),
    },
    { accessor: 'sell_basis', title: 'SELL BASIS', width: 110, noWrap: true, render: (r) => SELL_BASIS_LABELS[r.sell_basis] },
    { accessor: 'cost', title: 'COST', textAlign: 'right', noWrap: true, width: 104, render: (r) => money(r.cost) },
    ...TIER_COLUMNS,
    {
      accessor: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 56,
      textAlign: 'right',
      render: (r) => (
        <MouseTooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${r.description}`}
            loading={removeOne.isPending && removeOne.variables === r.id}
            onClick={(e) => {
              stopRowClick(e);
              void onDelete(r);
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </MouseTooltip>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <CostMatrixFilters
          kw={kw}
          onKwChange={(value) => {
            setKw(value);
            pushKw(value);
          }}
          categoryId={state.categoryId ? String(state.categoryId) : null}
          categoryOptions={categoryOptions}
          onCategoryChange={(value) => update({ categoryId: value ? Number(value) : null })}
          sellBasis={state.sellBasis}
          onSellBasisChange={(value) => update({ sellBasis: isSellBasis(value) ? value : null })}
        />
        <Group gap="xs">
          {selected.length ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={removeMany.isPending}
              onClick={() => void onDeleteSelected()}
            >
              Delete selected items
            </Button>
          ) : null}
          <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, recordId: null })}>
            New Record
          </Button>
        </Group>
      </Group>
      <DataTableView<TCostMatrixRecord>
        aria-label="Cost matrix"
        loading={!result}
        {...retryOf(costs)}
        skeletonRows={8}
        columns={columns}
        records={result?.data ?? []}
        fetching={costs.isFetching && Boolean(result)}
        noRecordsText="No records found"
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        getRecordSelectionCheckboxProps={(r) => ({ 'aria-label': `Select ${r.description}` })}
        allRecordsSelectionCheckboxProps={{ 'aria-label': 'Select all records on this page' }}
        onRowClick={({ record }) => openRecord(record)}
      />
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" className="tabular" aria-live="polite">
          {result && result.total > 0
            ? selected.length
              ? `${selected.length} of ${result.total} selected`
              : `${result.total} record${result.total === 1 ? '' : 's'}`
            : null}
        </Text>
        <Pager page={result?.current_page ?? state.page} lastPage={result?.last_page ?? 1} onChange={(page) => update({ page })} />
      </Group>
      <CostRecordModal
        opened={modal.opened}
        recordId={modal.recordId}
        defaultCategoryId={state.categoryId}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </Stack>
  );
}
