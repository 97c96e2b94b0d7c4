/** A database timestamp as an ISO 8601 string (the wire format for times). */
export const iso = (ts: string | Date | null | undefined): string => (ts ? new Date(ts).toISOString() : '');
export const isoOrNull = (ts: string | Date | null | undefined): string | null => (ts ? new Date(ts).toISOString() : null);
