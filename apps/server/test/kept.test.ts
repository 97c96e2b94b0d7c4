import { describe, expect, it } from 'vitest';
import type { TDb } from '../src/db/client.ts';
import { keptAnswers } from '../src/lib/kept.ts';

/** A reader that counts its reads and answers which read it was. */
function counted() {
  const reader = { reads: 0, read: async () => ({ read: ++reader.reads }) };
  return reader;
}

describe('kept answers', () => {
  it('are kept from their first request by default, until the version moves', async () => {
    const kept = keptAnswers<{ read: number }>({ maxSize: 100, sizeOf: () => 1 });
    const db = {} as TDb;
    const r = counted();
    expect(await kept(db, 'a', 1, r.read)).toEqual({ read: 1 });
    expect(await kept(db, 'a', 1, r.read)).toEqual({ read: 1 });
    expect(await kept(db, 'a', 2, r.read)).toEqual({ read: 2 });
    expect(r.reads).toBe(2);
  });

  it('with keepOnSecondAsk, are read for a first request and kept from the second: a list asked for once is not kept', async () => {
    const kept = keptAnswers<{ read: number }>({ maxSize: 100, sizeOf: () => 1, keepOnSecondAsk: true });
    const db = {} as TDb;
    const r = counted();
    expect(await kept(db, 'a', 1, r.read)).toEqual({ read: 1 });
    expect(await kept(db, 'a', 1, r.read)).toEqual({ read: 2 });
    expect(await kept(db, 'a', 1, r.read)).toEqual({ read: 2 });
    expect(r.reads).toBe(2);
    // each key on its own, and each database handle
    expect(await kept(db, 'b', 1, r.read)).toEqual({ read: 3 });
    expect(await kept({} as TDb, 'a', 1, r.read)).toEqual({ read: 4 });
    // a kept answer read again at a new version is kept at once: it was asked for before
    expect(await kept(db, 'a', 2, r.read)).toEqual({ read: 5 });
    expect(await kept(db, 'a', 2, r.read)).toEqual({ read: 5 });
  });

  it('with keepOnSecondAsk, never keep more than their size allows, however many keys are asked for', async () => {
    const kept = keptAnswers<{ read: number }>({ maxSize: 10, sizeOf: () => 1, keepOnSecondAsk: true });
    const db = {} as TDb;
    const r = counted();
    for (let round = 0; round < 2; round++) for (let k = 0; k < 1000; k++) await kept(db, `key ${k}`, 1, r.read);
    const before = r.reads;
    // the last ten asked twice are kept; the first ones were let go
    for (let k = 990; k < 1000; k++) await kept(db, `key ${k}`, 1, r.read);
    expect(r.reads).toBe(before);
    await kept(db, 'key 0', 1, r.read);
    expect(r.reads).toBe(before + 1);
  });
});
