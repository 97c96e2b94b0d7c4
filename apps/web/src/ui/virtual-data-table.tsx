import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TableTr } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import classes from './data-table.module.css';
import { chunkedRange } from './virtual-range';

/** A row with an xs status select; rows are measured once shown. */
const ROW_ESTIMATE_PX = 51;
/** Rendered beyond the window on each side, at least (virtual-range.ts widens it to a chunk). */
const OVERSCAN_ROWS = 6;

/**
 * The rows of `records` near the window: the slice to render, the space the rows above and
 * below it take, and the row factory that lets the virtualizer measure each rendered row.
 * The slice and the factory stay the same objects while the rendered rows do not change.
 */
function useVirtualRows<T>(records: readonly T[]) {
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
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
  const measure = virtualizer.measureElement;
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
