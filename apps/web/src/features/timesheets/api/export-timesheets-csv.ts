import { useMutation } from '@tanstack/react-query';
import { apiBlob, saveBlob } from '@/lib/api-client';
import type { TTimesheetsParams } from './get-timesheets';

/** GET /timesheets/csv: the list's records with the same filters, saved as timesheets.csv. */
export async function exportTimesheetsCsv(params: Omit<TTimesheetsParams, 'page' | 'ipp'>) {
  const blob = await apiBlob('/timesheets/csv', { query: params });
  saveBlob(blob, 'timesheets.csv');
}

export function useExportTimesheetsCsv() {
  return useMutation({ mutationFn: exportTimesheetsCsv });
}
