import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where file bytes live. Local directory by default; an S3-compatible adapter can implement the same. */
export type TStorage = {
  put: (companyId: number, data: Buffer) => Promise<string>;
  read: (key: string) => Readable;
  remove: (key: string) => Promise<void>;
};

export function localStorage(root: string): TStorage {
  const full = (key: string) => {
    const p = path.resolve(root, key);
    if (!p.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid storage key');
    return p;
  };
  return {
    async put(companyId, data) {
      const key = `${companyId}/${randomUUID()}`;
      const file = full(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, data, { mode: 0o600 });
      return key;
    },
    read: (key) => fs.createReadStream(full(key)),
    async remove(key) {
      await fs.promises.rm(full(key), { force: true });
    },
  };
}
