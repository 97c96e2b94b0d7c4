import { memo, startTransition, useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { TableTr } from '@mantine/core';
import { Virtualizer, observeWindowOffset, observeWindowRect, windowScroll, type VirtualizerOptions } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
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
function useVirtualRows<T>(records: readonly T[]) {
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
    ({ rowProps, children, index }: { rowProps: object; children: ReactNode; index: number }) => (
      <>
        {index === 0 && before > 0 ? <tr aria-hidden className={classes.spacer} style={{ height: before }} /> : null}
        <TableTr {...rowProps} data-index={offset + index} aria-rowindex={offset + index + 2} ref={measure}>
          {children}
        </TableTr>
        {index === end - offset - 1 && after > 0 ? <tr aria-hidden className={classes.spacer} style={{ height: after }} /> : null}
      </>
    ),
    [before, after, offset, end, measure],
  );
  const setBody = useCallback((element: HTMLTableSectionElement | null) => {
    bodyRef.current = element;
  }, []);
  return { bodyRef: setBody, records: slice, rowFactory };
}

type TCellProps<T> = { record: T; index: number; render: (record: T, index: number) => ReactNode };

/** One cell's content, rendered again only when its record (or the column) changes. */
const MemoCell = memo(
  function MemoCell<T>({ record, index, render }: TCellProps<T>) {
    return <>{render(record, index)}</>;
  },
  (a, b) => a.record === b.record && a.render === b.render,
) as <T>(props: TCellProps<T>) => ReactNode;

/**
 * Scrolling a virtualised list re-renders the table for the new slice; the rows already
 * shown keep their cells (status selects, row actions) instead of rendering them again.
 */
function useMemoCells<T>(columns: DataTableColumn<T>[] | undefined) {
  return useMemo(
    () =>
      columns
        ? columns.map((column) => {
            const render = column.render;
            return render ? { ...column, render: (record: T, index: number) => <MemoCell record={record} index={index} render={render} /> } : column;
          })
        : columns,
    [columns],
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
  const virtual = useVirtualRows(records);
  const columns = useMemoCells(tableProps.columns);
  // The same element while the slice, its spacers and the page's props are the same: React then
  // leaves the table as it is (the virtualizer renders this component at each step of a scroll).
  return useMemo(
    () => (
      <DataTable<T>
        {...tableProps}
        {...({
          className: clsx(tableProps.className, className),
          records: virtual.records,
          columns,
          bodyRef: virtual.bodyRef,
          rowFactory: virtual.rowFactory,
          'aria-rowcount': records.length + 1,
          // (typed loosely: DataTableProps is a union of columns or column groups)
        } as object)}
      />
    ),
    [tableProps, className, virtual.records, columns, virtual.bodyRef, virtual.rowFactory, records.length],
  );
}
