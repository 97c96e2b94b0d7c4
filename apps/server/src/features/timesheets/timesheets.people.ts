import type { TDb } from '../../db/client.ts';
import { listedPeople } from './timesheets.repository.ts';

/** A person as the time list shows them on each of their records. */
export type TListedPerson = { id: number; full_name: string; cost_rate: string; billable_rate: string };

type THeld = { version: string; people: Map<number, TListedPerson> };

/** Agencies held per database; past this many, the longest unread is let go. */
const MAX_AGENCIES = 1_000;
const held = new WeakMap<TDb, Map<number, THeld>>();

/**
 * The people a page's records name, from those the server holds for the agency. Each
 * listed record used to join its person for the name and rates (about 0.24 ms of
 * PostgreSQL's 1 ms for a super admin's 200-record page, pgbench 2026-11-27), though a page
 * names a few dozen people at most and they seldom change. The records statement reads the
 * agency's people version (migration 0023: any change to its users moves it) in its own
 * snapshot; people held under another version are dropped, and those not held are read in
 * one statement. What is read after the version is at least as new as it, and a change
 * after that moves the version again, so a page never shows a person older than its records.
 */
export async function peopleOf(db: TDb, companyId: number, version: string, ids: Iterable<number>): Promise<Map<number, TListedPerson>> {
  let agencies = held.get(db);
  if (!agencies) held.set(db, (agencies = new Map()));
  let entry = agencies.get(companyId);
  if (!entry || entry.version !== version) entry = { version, people: new Map() };
  // the most recently read agency last, so the first is the one let go
  agencies.delete(companyId);
  agencies.set(companyId, entry);
  if (agencies.size > MAX_AGENCIES) agencies.delete(agencies.keys().next().value as number);
  const missing = [...new Set(ids)].filter((id) => !entry.people.has(id));
  if (missing.length) {
    const rows = (await listedPeople(db, { companyId, ids: missing.join(',') })) as [number, string, string, string][];
    for (const [id, fullName, costRate, billableRate] of rows) entry.people.set(id, { id, full_name: fullName, cost_rate: costRate, billable_rate: billableRate });
  }
  return entry.people;
}
