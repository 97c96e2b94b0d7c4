/**
 * Which rows of a virtualised list to render (virtual-data-table.tsx), apart from React so that
 * it can be tested on its own.
 */

/** The rendered rows start on a multiple of this: see `chunkedRange`. */
const CHUNK_ROWS = 8;

/**
 * A range extractor for a virtualizer (one per virtualizer: it remembers the window's size).
 * The rows to render for the rows in the window: from a chunk's edge (a multiple of
 * CHUNK_ROWS) at least `overscan` rows above the window, as many rows as cover the window and
 * `overscan` below it wherever in that chunk the window starts. Scrolling moves the window a
 * row at a time, but the rendered rows (and so the table) change only when the window's start
 * crosses a chunk's edge: about once in ten frames at a reader's speed, instead of every frame.
 * Each render of the table renders every row of it again (mantine-datatable's rows read
 * Mantine's table context, which is a new value at each render), so fewer renders is what keeps
 * a scroll smooth.
 */
export function chunkedRange(): (range: { startIndex: number; endIndex: number; overscan: number; count: number }) => number[] {
  // The window's rows: the most seen, so that a partly shown row at an edge (17 rows, then 18,
  // then 17 as the window moves) does not change the rendered rows.
  let span = 0;
  return (range) => {
    if (range.count === 0) return [];
    span = Math.max(span, range.endIndex - range.startIndex);
    const start = Math.max(0, Math.floor((range.startIndex - range.overscan) / CHUNK_ROWS) * CHUNK_ROWS);
    // the window starts fewer than CHUNK_ROWS + overscan rows after `start`
    const end = Math.min(range.count - 1, start + span + 2 * range.overscan + CHUNK_ROWS - 1);
    return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
  };
}
