import { memo, startTransition, useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { getStyleObject, TableTr, useMantineTheme, useTableContext, type MantineStyleProp } from '@mantine/core';
import { Virtualizer, observeWindowOffset, observeWindowRect, windowScroll, type VirtualizerOptions } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { DataTable, getValueAtPath, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import classes from './data-table.module.css';
import { chunkedRange } from './virtual-range';

/** A row with an xs status select; rows are measured once shown. */
const ROW_ESTIMATE_PX = 51;
/** Rendered beyond the window on each side, at least (virtual-range.ts widens it to a chunk). */
const OVERSCAN_ROWS = 6;

type TWindowOptions = Pick<VirtualizerOptions<Window, Element>, 'count' | 'estimateSize' | 'overscan' | 'rangeExtractor' | 'scrollMargin'>;
type TShown = { first: number; last: number; key: string };

/** What a render of the rows shows: the rendered rows, where they start and the list's height. */
function shownBy(v: Virtualizer<Window, Element>): TShown {
  const items = v.getVirtualItems();
  const first = items[0]?.index ?? -1;
  const last = items.at(-1)?.index ?? -1;
  return { first, last, key: `${first}:${items[0]?.start}:${last}:${v.getTotalSize()}` };
}

/**
 * A virtualizer of the window's scroll (as react-virtual's useWindowVirtualizer) that renders
 * the table only when what its rows show changes. react-virtual's hook rendered at every scroll
 * event, synchronously inside it (flushSync), so each change of the rendered rows re-rendered
 * the whole table in one task: 150-320 ms at 4x CPU throttling (bench/results.md, scrolling
 * the long lists). Now:
 * - a step of a scroll (the new rows overlap those shown; the overscan is on screen) renders
 *   as a transition, which React does in slices between frames, so the window keeps scrolling;
 * - a jump (a dragged scrollbar: none of the rows shown is still wanted) renders at once, inside
 *   the scroll event, so that the frame the jump lands on already has its rows (as react-virtual
 *   did: only for a scroll's event, not while a rendered row is measured, which is React's
 *   commit, where it may not render again at once).
 * `measure` is the rows' ref: the virtualizer measures each row rendered.
 */
function useWindowRows(options: TWindowOptions) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const shown = useRef<TShown>({ first: -1, last: -1, key: '' });
  const measuring = useRef(false);
  const full: VirtualizerOptions<Window, Element> = {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
    onChange: (instance, scrolling) => {
      const next = shownBy(instance);
      const now = shown.current;
      if (next.key === now.key) return;
      if (next.first <= now.last && next.last >= now.first) startTransition(rerender);
      else if (scrolling && !measuring.current) flushSync(rerender);
      else rerender();
    },
  };
  const [virtualizer] = useState(() => new Virtualizer(full));
  virtualizer.setOptions(full);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    shown.current = shownBy(virtualizer);
    return virtualizer._willUpdate();
  });
  const measure = useCallback(
    (row: Element | null) => {
      measuring.current = true;
      try {
        virtualizer.measureElement(row);
      } finally {
        measuring.current = false;
      }
    },
    [virtualizer],
  );
  return { virtualizer, measure };
}

/**
 * The rows of `records` near the window: the slice to render, the space the rows above and
 * below it take, and the row factory that lets the virtualizer measure each rendered row.
 * The slice and the factory stay the same objects while the rendered rows do not change.
 */
function useVirtualRows<T>(records: readonly T[], cells: TCell<T>[] | undefined) {
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const { virtualizer, measure } = useWindowRows({
    count: records.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN_ROWS,
    rangeExtractor: useMemo(chunkedRange, []),
    scrollMargin,
  });
  // Where the body starts in the document: measured when the rows or the window change,
  // not on every scroll (that would force a layout of the whole table each frame).
  useLayoutEffect(() => {
    const measure = () => {
      if (bodyRef.current) setScrollMargin(Math.round(bodyRef.current.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [records]);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = Math.max(0, first ? first.start - scrollMargin : 0);
  const after = Math.max(0, last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0);
  const offset = first?.index ?? 0;
  const end = last ? last.index + 1 : 0;
  const slice = useMemo(() => records.slice(offset, end), [records, offset, end]);
  /*
   * The space of the rows above and below the slice is a row of its own at each end, its height
   * set on it alone. (A custom property on the table carrying the heights made the browser
   * recalculate the style of every element of the table at each step of a scroll: 3.5-5 ms a
   * frame for a screen of quotes, bench/results.md, scrolling the long lists.)
   */
  const rowFactory = useCallback(
    ({ record, rowProps, children, index }: { record: T; rowProps: TRowAttributes; children: ReactNode; index: number }) => (
      <>
        {index === 0 && before > 0 ? <tr aria-hidden className={classes.spacer} style={{ height: before }} /> : null}
        {cells ? (
          <VirtualRow record={record} index={offset + index} rowProps={rowProps} cells={cells} measure={measure} />
        ) : (
          <TableTr {...rowProps} data-index={offset + index} aria-rowindex={offset + index + 2} ref={measure}>
            {children}
          </TableTr>
        )}
        {index === end - offset - 1 && after > 0 ? <tr aria-hidden className={classes.spacer} style={{ height: after }} /> : null}
      </>
    ),
    [before, after, offset, end, measure, cells],
  );
  const setBody = useCallback((element: HTMLTableSectionElement | null) => {
    bodyRef.current = element;
  }, []);
  return { bodyRef: setBody, records: slice, rowFactory };
}

/** mantine-datatable's classes of a body cell (its utilityClasses.ts). */
const CELL_CLASSES = {
  nowrap: 'mantine-datatable-nowrap',
  ellipsis: 'mantine-datatable-ellipsis',
  left: 'mantine-datatable-text-align-left',
  center: 'mantine-datatable-text-align-center',
  right: 'mantine-datatable-text-align-right',
} as const;

/** A column as a virtualised row renders its cells: what it shows and how its cell looks. */
type TCell<T> = {
  key: string;
  className: string | undefined;
  cellClassName: ((record: T, index: number) => string | undefined) | undefined;
  style: MantineStyleProp;
  cellStyle: ((record: T, index: number) => MantineStyleProp | undefined) | undefined;
  content: (record: T, index: number) => ReactNode;
};

/** Media queries a column is shown at, by the query: whether it matches (one subscription each). */
function useMatchingQueries(queries: readonly string[]): ReadonlySet<string> {
  const key = queries.join('\n');
  const subscribe = useCallback(
    (changed: () => void) => {
      const lists = queries.map((query) => window.matchMedia(query));
      lists.forEach((list) => list.addEventListener('change', changed));
      return () => lists.forEach((list) => list.removeEventListener('change', changed));
    },
    [key], // the queries' text is the key
  );
  const snapshot = useSyncExternalStore(subscribe, () => queries.map((query) => (window.matchMedia(query).matches ? '1' : '0')).join(''));
  return useMemo(() => new Set(queries.filter((_, i) => snapshot[i] === '1')), [key, snapshot]);
}

/**
 * The cells of a virtualised row, from the table's columns as mantine-datatable's
 * DataTableRowCell renders them (the same classes, widths, styles and content), for the
 * columns shown at the window's width. Undefined when the table uses what these cells do not
 * do (cell events or attributes, pinned columns, a selection or expanding rows): its rows are
 * then the library's own.
 */
function useCells<T>(tableProps: DataTableProps<T>): TCell<T>[] | undefined {
  const theme = useMantineTheme();
  const props = tableProps as DataTableProps<T> & Record<string, unknown>;
  const columns = props.columns as DataTableColumn<T>[] | undefined;
  const plain = Boolean(columns) && !props.groups && !props.selectedRecords && !props.rowExpansion && !props.pinFirstColumn && !props.pinLastColumn
    && !props.onCellClick && !props.onCellDoubleClick && !props.onCellContextMenu && !props.storeColumnsKey
    && !(columns ?? []).some((column) => column.customCellAttributes || column.resizable || column.draggable || column.toggleable);
  const defaults = props.defaultColumnProps;
  const merged = useMemo(() => (plain ? (columns ?? []).map((column) => ({ ...defaults, ...column }) as DataTableColumn<T>) : []), [plain, columns, defaults]);
  const queryOf = (column: DataTableColumn<T>) =>
    typeof column.visibleMediaQuery === 'function' ? column.visibleMediaQuery(theme) : column.visibleMediaQuery;
  const queries = merged.map(queryOf).filter((query): query is string => Boolean(query));
  const matching = useMatchingQueries(queries);
  const defaultRender = props.defaultColumnRender;
  return useMemo(() => {
    if (!plain) return undefined;
    return merged
      .filter((column) => !column.hidden && !column.hiddenContent)
      .filter((column) => {
        const query = queryOf(column);
        return !query || matching.has(query);
      })
      .map((column) => {
        const { accessor, textAlign, noWrap, ellipsis, width, render, cellsClassName, cellsStyle } = column;
        const path = String(accessor);
        return {
          key: path,
          className: clsx({
            [CELL_CLASSES.nowrap]: noWrap || ellipsis,
            [CELL_CLASSES.ellipsis]: ellipsis,
            [CELL_CLASSES.left]: textAlign === 'left',
            [CELL_CLASSES.center]: textAlign === 'center',
            [CELL_CLASSES.right]: textAlign === 'right',
          }),
          cellClassName: typeof cellsClassName === 'function' ? cellsClassName : cellsClassName ? () => cellsClassName : undefined,
          style: { width, minWidth: width, maxWidth: width },
          cellStyle: cellsStyle,
          content: render
            ? (record: T, index: number) => render(record, index)
            : defaultRender
              ? (record: T, index: number) => defaultRender(record, index, path)
              : (record: T) => getValueAtPath(record, path) as ReactNode,
        };
      });
  }, [plain, merged, matching, defaultRender]);
}

type TRowCellsProps<T> = { record: T; index: number; cells: TCell<T>[]; tdClassName: string; withColumnBorder: boolean };

/**
 * A virtualised row's cells: plain <td>s carrying what Mantine's TableTd would give them (its
 * classes and data attributes), rendered again only when the record, its index, the columns or
 * the table's look change (memo compares each prop). (mantine-datatable's cells are Mantine
 * components reading the table's context, a new value at each render of the table: every
 * rendered row rendered all its cells again at each step of a scroll, and each cell resolved
 * its style props. bench/results.md, scrolling.)
 */
const RowCells = memo(
  function RowCells<T>({ record, index, cells, tdClassName, withColumnBorder }: TRowCellsProps<T>) {
    const theme = useMantineTheme();
    return (
      <>
        {cells.map((cell) => (
          <td
            key={cell.key}
            className={clsx(tdClassName, cell.className, cell.cellClassName?.(record, index))}
            style={getStyleObject(cell.cellStyle ? [cell.style, cell.cellStyle(record, index)] : cell.style, theme)}
            data-with-column-border={withColumnBorder || undefined}
          >
            {cell.content(record, index)}
          </td>
        ))}
      </>
    );
  },
) as <T>(props: TRowCellsProps<T>) => ReactNode;

type TRowProps<T> = { record: T; index: number; rowProps: TRowAttributes; cells: TCell<T>[]; measure: (row: Element | null) => void };
type TRowAttributes = { className?: string; style?: MantineStyleProp } & Record<string, unknown>;

/**
 * A virtualised row: a plain <tr> with what Mantine's TableTr would give it, around its cells.
 * It reads the table's context (cheap), its cells render only when they change.
 */
function VirtualRow<T>({ record, index, rowProps, cells, measure }: TRowProps<T>) {
  const ctx = useTableContext();
  const theme = useMantineTheme();
  const { className, style, ...attributes } = rowProps;
  const tr = ctx.getStyles('tr', { className, style: getStyleObject(style, theme) });
  const td = ctx.getStyles('td');
  return (
    <tr
      {...attributes}
      className={tr.className}
      style={tr.style && Object.keys(tr.style).length > 0 ? tr.style : undefined}
      data-with-row-border={ctx.withRowBorders || undefined}
      data-striped={ctx.striped || undefined}
      data-hover={ctx.highlightOnHover || undefined}
      data-index={index}
      aria-rowindex={index + 2}
      ref={measure}
    >
      <RowCells record={record} index={index} cells={cells} tdClassName={td.className ?? ''} withColumnBorder={Boolean(ctx.withColumnBorders)} />
    </tr>
  );
}

export type VirtualDataTableProps<T> = {
  /** Everything DataTableView would give the table. */
  tableProps: DataTableProps<T>;
  /** All the rows; only those near the window are rendered. */
  records: readonly T[];
  className: string;
};

/**
 * The data table of an unpaged list with many rows (data-table.tsx decides when): the page
 * scrolls as one document, the body holds only the rows in and near the window, and the
 * table says how many rows there are (aria-rowcount, aria-rowindex).
 */
export function VirtualDataTable<T>({ tableProps, records, className }: VirtualDataTableProps<T>) {
  const cells = useCells(tableProps);
  const virtual = useVirtualRows(records, cells);
  // The same element while the slice, its spacers and the page's props are the same: React then
  // leaves the table as it is (the virtualizer renders this component at each step of a scroll).
  return useMemo(
    () => (
      <DataTable<T>
        {...tableProps}
        {...({
          className: clsx(tableProps.className, className),
          records: virtual.records,
          bodyRef: virtual.bodyRef,
          rowFactory: virtual.rowFactory,
          'aria-rowcount': records.length + 1,
          // (typed loosely: DataTableProps is a union of columns or column groups)
        } as object)}
      />
    ),
    [tableProps, className, virtual.records, virtual.bodyRef, virtual.rowFactory, records.length],
  );
}
