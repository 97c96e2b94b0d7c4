import type { DataTableSortStatus } from 'mantine-datatable';
import { JOB_SORT_KEYS, type TJobListItem, type TJobSortKey } from '@jobflow/contract';

export type TSortOrder = 'asc' | 'desc';
export type TJobSort = { sort: TJobSortKey; order: TSortOrder };

/** The table column (accessor) behind each server sort key. */
export const JOB_SORT_ACCESSORS: Record<TJobSortKey, string> = {
  job_no: 'job_no',
  client_name: 'client.name',
  job_name: 'name',
  job_status: 'status',
  job_due_date: 'due_date',
  job_updated_at: 'updated_at',
};

export function isJobSortKey(value: unknown): value is TJobSortKey {
  return typeof value === 'string' && (JOB_SORT_KEYS as readonly string[]).includes(value);
}

/** The server's default order of a jobs list: client name for staff, job number for client users. */
export function defaultJobSort(isClient: boolean): TJobSort {
  return { sort: isClient ? 'job_no' : 'client_name', order: 'asc' };
}

export function toSortStatus({ sort, order }: TJobSort): DataTableSortStatus<TJobListItem> {
  return { columnAccessor: JOB_SORT_ACCESSORS[sort], sortKey: sort, direction: order };
}

/** The sort a header click asked for; columns carry their server key as `sortKey`. */
export function fromSortStatus(status: DataTableSortStatus<TJobListItem>): TJobSort | null {
  const key = status.sortKey ?? Object.entries(JOB_SORT_ACCESSORS).find(([, a]) => a === status.columnAccessor)?.[0];
  return isJobSortKey(key) ? { sort: key, order: status.direction } : null;
}
