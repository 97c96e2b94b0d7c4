import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button, Skeleton, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import classes from './data-table.module.css';
import type { VirtualDataTableProps } from './virtual-data-table';

/**
 * The virtualizer, loaded by the tables that may need it (`virtualize`) as they mount, while
 * their list is still being asked for: when a long list arrives it is shown virtualised at once
 * (loaded only once it was needed, the list was rendered twice: first as a plain table of its
 * first rows, then virtualised).
 */
let VirtualDataTable: ComponentType<VirtualDataTableProps<unknown>> | null = null;
let loadingVirtualizer: Promise<unknown> | null = null;
function loadVirtualizer() {
  loadingVirtualizer ??= import('./virtual-data-table').then((m) => {
    VirtualDataTable = m.VirtualDataTable as ComponentType<VirtualDataTableProps<unknown>>;
  });
  return loadingVirtualizer;
}
/** The virtualizer once loaded (the component renders again then). */
function useVirtualizer(wanted: boolean) {
  const [, rerender] = useState(0);
  // asked for at the first render, not after it: the page's own first render can take a while
  if (wanted) void loadVirtualizer();
  const loaded = VirtualDataTable;
  useEffect(() => {
    // A render without it renders again once it is in, also when it came in between that
    // render and this effect (checking the module here instead left the fallback's rows shown).
    if (!wanted || loaded) return;
    let live = true;
    void loadVirtualizer().then(() => live && rerender((n) => n + 1));
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}
/** Until the virtualizer has loaded, a long list shows this many of its first rows: a screen. */
const ROWS_BEFORE_VIRTUALIZER = 40;

export type DataTableViewProps<T> = DataTableProps<T> & {
  /** First load: skeleton rows under the real column titles instead of an empty table. */
  loading?: boolean;
  skeletonRows?: number;
  /**
   * An unpaged list (UI.md: virtualise unpaged lists): from VIRTUAL_FROM rows on, only the
   * rows in and near the window are in the page; the page keeps scrolling as one document.
   */
  virtualize?: boolean;
  /**
   * How many rows the whole list has while `records` holds only its first ones (lib/whole-list.ts):
   * a list that will be long is laid out as the long one from its first rows, so its columns do
   * not move when the rest comes, nor when it fails to come.
   */
  expectedRecords?: number;
  /** The rest of the rows is on its way (with `expectedRecords`): the table is busy, without the refresh overlay over the rows shown. */
  filling?: boolean;
  /**
   * A row is reached by Tab and opened with Enter or Space as by a click (UI.md: every action
   * reachable by Tab), for tables whose rows hold nothing else that opens them.
   */
  keyboardRows?: boolean;
  /**
   * With `loading`: the list's request failed (its toast has gone by): the column titles over
   * "This list could not be loaded." and a Try again button (`onRetry`), not a skeleton forever.
   */
  failed?: boolean;
  onRetry?: () => void;
};

/**
 * A list's query failed and is not asking again, and how to ask again: `failed` and `onRetry`
 * of a table (and of ListRest), spread from the query.
 */
export const retryOf = (query: { isError: boolean; isFetching: boolean; refetch: () => unknown }) => ({
  failed: query.isError && !query.isFetching,
  onRetry: () => void query.refetch(),
});

/** Below this many rows every row is rendered (find in page, printing, small lists). */
export const VIRTUAL_FROM = 150;

/**
 * A virtualised table lays its columns out fixed (they keep their widths whichever rows are
 * rendered), sharing the width evenly between columns without one. These widths (px, by
 * accessor) are given to the short columns (numbers, dates, badges) once the table has
 * VIRTUAL_FROM rows (over a column's own width, which an automatic layout widens as its
 * content needs), so the text columns take the rest; a shorter table keeps its natural layout.
 */
export function withVirtualWidths<T>(columns: DataTableColumn<T>[], rows: number, widths: Record<string, number>): DataTableColumn<T>[] {
  if (rows < VIRTUAL_FROM) return columns;
  return columns.map((column) => {
    const width = widths[String(column.accessor)];
    return width === undefined ? column : { ...column, width };
  });
}

type TSkeletonRow = { id: number };

const SORTABLE = 'mantine-datatable-header-cell-sortable';

/**
 * A sortable column's title as screen readers and keyboards expect it (WAI-ARIA's sortable
 * table). mantine-datatable makes the header cell itself a button, so it is no longer a
 * column header: a screen reader moving through the rows no longer names each cell's column,
 * nor hears how the table is sorted. So, after each render, the cell is a column header again
 * with `aria-sort` on the sorted column, and the button (role and Tab stop) is the title inside
 * it. Clicks and Enter still reach the library's handlers on the cell.
 */
function sortableHeaders(table: HTMLTableElement | null) {
  if (!table) return;
  for (const th of table.querySelectorAll<HTMLTableCellElement>(`thead th.${SORTABLE}`)) {
    const title = th.querySelector<HTMLElement>(`.${SORTABLE}-group`);
    if (!title) continue;
    th.removeAttribute('role');
    th.removeAttribute('tabindex');
    title.setAttribute('role', 'button');
    title.tabIndex = 0;
    const sorted = th.querySelector(`.${SORTABLE}-icon`);
    if (sorted) th.setAttribute('aria-sort', sorted.classList.contains(`${SORTABLE}-icon-reversed`) ? 'descending' : 'ascending');
    else th.removeAttribute('aria-sort');
  }
}

/**
 * Space sorts by a sortable column's title as Enter does (the library answers Enter alone, so
 * Space scrolled the page: its issue #844).
 */
function sortOnSpace(event: KeyboardEvent<HTMLTableElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== ' ' || target.getAttribute('role') !== 'button' || !target.closest(`thead th.${SORTABLE}`)) return;
  event.preventDefault();
  target.click();
}

/** The library's empty state with a calmer icon than its crossed-out database. */
type EmptyTextProps = { text: string; children?: ReactNode };

/** `children`: an action under the text (Try again), which takes clicks (the library's empty state does not). */
function EmptyText({ text, children }: EmptyTextProps) {
  return (
    <>
      <div className="mantine-datatable-empty-state-icon">
        <IconInbox size={20} stroke={1.5} aria-hidden />
      </div>
      <Text component="div" size="sm" c="dimmed">
        {text}
      </Text>
      {children ? <div style={{ pointerEvents: 'all' }}>{children}</div> : null}
    </>
  );
}

/**
 * The one data table of the app (UI.md): bordered, hover highlight, uppercase titles,
 * a skeleton while loading and the spec's empty text. Everything else is mantine-datatable.
 */
export function DataTableView<T>({ loading = false, skeletonRows = 5, virtualize = false, expectedRecords = 0, filling = false, keyboardRows = false, failed = false, onRetry, ...props }: DataTableViewProps<T>) {
  const allRecords = props.records ?? [];
  const Virtual = useVirtualizer(virtualize);
  const tableRef = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => sortableHeaders(tableRef.current));
  const common = {
    withTableBorder: true,
    borderRadius: 'md',
    verticalSpacing: 'xs',
    horizontalSpacing: 'md',
    fz: 'sm',
    className: classes.root,
  } as const;

  if (loading) {
    const columns: DataTableColumn<TSkeletonRow>[] = (props.columns ?? []).map((column) => ({
      accessor: String(column.accessor),
      title: column.title,
      textAlign: column.textAlign,
      width: column.width,
      hidden: column.hidden,
      render: () => <Skeleton height={10} my={5} width="70%" radius="sm" />,
    }));
    if (failed) {
      const emptyState = (
        <EmptyText text="This list could not be loaded.">
          {onRetry ? (
            <Button variant="default" size="xs" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </EmptyText>
      );
      return <DataTable<TSkeletonRow> {...common} columns={columns} records={[]} minHeight={160} emptyState={emptyState} />;
    }
    const records = Array.from({ length: skeletonRows }, (_, i) => ({ id: i }));
    return <DataTable<TSkeletonRow> {...common} columns={columns} records={records} emptyState={<span />} aria-busy="true" />;
  }

  // mantine-datatable keeps its (transparent) empty state in the page even with rows, where
  // screen readers and tests would still find 'No jobs found'; with rows it is left blank.
  const hasRows = allRecords.length > 0;
  const emptyState = hasRows ? <span /> : (props.emptyState ?? <EmptyText text={props.noRecordsText ?? 'No records'} />);
  const open = props.onRowClick;
  const rowKeys =
    keyboardRows && open
      ? {
          customRowAttributes: (record: T, index: number) => ({
            tabIndex: 0,
            'data-keyboard-row': true,
            onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
              // the row itself, not a button inside it
              if ((event.key !== 'Enter' && event.key !== ' ') || event.target !== event.currentTarget) return;
              event.preventDefault();
              open({ record, index, event: event as unknown as MouseEvent<HTMLTableRowElement> });
            },
          }),
        }
      : {};
  const tableProps = {
    ...common,
    ...rowKeys,
    onKeyDown: sortOnSpace,
    highlightOnHover: true,
    minHeight: hasRows ? undefined : 160,
    // busy while it refreshes, or holds only its first rows with the rest on their way
    'aria-busy': props.fetching || filling ? 'true' : undefined,
    ...props,
    tableRef,
    emptyState,
    noRecordsIcon: undefined,
  } as DataTableProps<T>;
  if (virtualize && Math.max(allRecords.length, expectedRecords) >= VIRTUAL_FROM) {
    if (Virtual) return <Virtual tableProps={tableProps as DataTableProps<unknown>} records={allRecords} className={classes.virtual} />;
    // Until the virtualizer has loaded: the first rows, as a plain table.
    return <DataTable<T> {...tableProps} {...({ records: allRecords.slice(0, ROWS_BEFORE_VIRTUALIZER) } as object)} />;
  }
  return <DataTable<T> {...tableProps} />;
}
