import { LRUCache } from 'lru-cache';
import type { TDb } from '../db/client.ts';

type TKept<T> = { answers: LRUCache<string, { version: string | number; answer: T }>; reading: Map<string, Promise<T>> };

/**
 * Answers kept per database handle, each under a key and the version of the data it was read
 * at (a version the database moves with every committed change the answer shows, read before
 * the answer). An answer asked again at the same version is the kept one; at another version it
 * is read again and kept instead. The answer read after the version is at least as new as it, so
 * nothing older than the version is ever sent. Asked at once at one version, an answer is read
 * once. Bounded by `maxSize` in the units of `sizeOf` (an answer over `maxEntrySize` is not kept).
 * Used by the jobs lists and the TIME pages.
 */
export function keptAnswers<T extends object>(options: { maxSize: number; maxEntrySize?: number; sizeOf: (answer: T) => number }) {
  const held = new WeakMap<TDb, TKept<T>>();
  return async (db: TDb, key: string, version: string | number, read: () => Promise<T>): Promise<T> => {
    let kept = held.get(db);
    if (!kept) {
      const answers = new LRUCache<string, { version: string | number; answer: T }>({
        maxSize: options.maxSize,
        maxEntrySize: options.maxEntrySize ?? options.maxSize,
        sizeCalculation: (e) => Math.max(1, options.sizeOf(e.answer)),
      });
      held.set(db, (kept = { answers, reading: new Map() }));
    }
    const found = kept.answers.get(key);
    if (found?.version === version) return found.answer;
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
