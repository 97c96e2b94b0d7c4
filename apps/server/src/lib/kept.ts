import { LRUCache } from 'lru-cache';
import type { TDb } from '../db/client.ts';

type TKept<T> = { answers: LRUCache<string, { version: string | number; answer: T }>; reading: Map<string, Promise<T>>; asked: Int32Array };

/** Slots of the table of keys asked once (`askedBefore`): 65,536 of them, 256 KiB. */
const ASKED_SLOTS = 1 << 16;

/** A key's 32-bit FNV-1a hash (of its UTF-16 code units), never 0 (an empty slot). */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h || 1;
}

/**
 * Whether `key` was asked for before, as a table of hashes tells (one slot each, a later key
 * taking an earlier one's slot), noting it as asked. Two keys of one hash may make it say yes
 * for a key never asked: that answer is then kept from its first request.
 */
function askedBefore(asked: Int32Array, key: string): boolean {
  const h = hashOf(key);
  const slot = h & (ASKED_SLOTS - 1);
  if (asked[slot] === h) return true;
  asked[slot] = h;
  return false;
}

/**
 * Answers kept per database handle, each under a key and the version of the data it was read
 * at (a version the database moves with every committed change the answer shows, read before
 * the answer). An answer asked again at the same version is the kept one; at another version it
 * is read again and kept instead. The answer read after the version is at least as new as it, so
 * nothing older than the version is ever sent. Asked at once at one version, an answer is read
 * once (once it may be kept: see `keepOnSecondAsk`). Bounded by `maxSize` in the units of
 * `sizeOf` (an answer over `maxEntrySize` is not kept). Used by the jobs lists and the TIME pages.
 *
 * `keepOnSecondAsk`: a key's answer is kept from its second request (or once a version of it is
 * kept), not its first, so answers asked for once (a keyword typed once) neither push out the
 * ones asked for again nor keep the server's old generation busy. Under the bench's new keyword
 * searches (32 connections, three servers on one database, 4 alternating rounds of 10 s): 5-7
 * full (mark-compact) collections instead of 12-18, p99 41-53 ms instead of 50-66, 1,420-1,558
 * req/s instead of 1,264-1,422 (bench/results.md, 2026-11-28 afternoon).
 */
export function keptAnswers<T extends object>(options: { maxSize: number; maxEntrySize?: number; sizeOf: (answer: T) => number; keepOnSecondAsk?: boolean }) {
  const held = new WeakMap<TDb, TKept<T>>();
  return async (db: TDb, key: string, version: string | number, read: () => Promise<T>): Promise<T> => {
    let kept = held.get(db);
    if (!kept) {
      const answers = new LRUCache<string, { version: string | number; answer: T }>({
        maxSize: options.maxSize,
        maxEntrySize: options.maxEntrySize ?? options.maxSize,
        sizeCalculation: (e) => Math.max(1, options.sizeOf(e.answer)),
      });
      held.set(db, (kept = { answers, reading: new Map(), asked: new Int32Array(options.keepOnSecondAsk ? ASKED_SLOTS : 0) }));
    }
    const found = kept.answers.get(key);
    if (found?.version === version) return found.answer;
    // `keepOnSecondAsk`: an answer asked for the first time is read and not kept
    if (options.keepOnSecondAsk && !found && !askedBefore(kept.asked, key)) return read();
    const reading = `${version} ${key}`;
    let answer = kept.reading.get(reading);
    if (!answer) {
      answer = read();
      kept.reading.set(reading, answer);
      try {
        kept.answers.set(key, { version, answer: await answer });
      } finally {
        kept.reading.delete(reading);
      }
    }
    return answer;
  };
}
