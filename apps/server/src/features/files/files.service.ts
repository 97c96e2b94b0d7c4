import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, type TAttachment } from '@jobflow/contract';
import type { TStorage } from '../../platform/storage/storage.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { signPath } from '../../lib/signing.ts';
import type { TDb } from '../../db/client.ts';
import * as repo from './files.repository.ts';

const EXT_MIME: Record<string, string> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
};
/** What the bytes may be, by what file-type detects in them. */
const ALLOWED_DETECTED = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-cfb',
]);
const TEXT_EXT: Record<string, string> = { '.txt': 'text/plain', '.csv': 'text/csv' };

export const ACCEPTED_TEXT = 'Accepted files: images, pdf, zip, doc, docx, xls and xlsx.';

/** A name safe to store and to send back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|*?:\u202a-\u202e\u2066-\u2069]/g, '_').trim();
  return (cleaned || 'file').slice(-200);
}

/**
 * Checks a file by its content (not its name or the browser's type): images, pdf, zip,
 * doc, docx, xls, xlsx; plain text and CSV too when `allowText`. Answers its mime type.
 */
export async function checkUpload(file: TUploadedFile, { allowText = false } = {}): Promise<string> {
  const ext = path.extname(file.filename).toLowerCase();
  const detected = await fileTypeFromBuffer(file.data);
  if (detected && ALLOWED_DETECTED.has(detected.mime)) {
    if (detected.mime === 'application/x-cfb') {
      const mime = EXT_MIME[ext];
      if (mime) return mime;
    } else {
      return detected.mime;
    }
  }
  if (!detected && allowText && TEXT_EXT[ext] && !file.data.includes(0)) return TEXT_EXT[ext];
  throw new AppError('VALIDATION', `${cleanFileName(file.filename)}: this type of file is not accepted. ${ACCEPTED_TEXT}`, {
    file: [`${cleanFileName(file.filename)}: this type of file is not accepted. ${ACCEPTED_TEXT}`],
  });
}

export async function storeFile(
  deps: { db: TDb; storage: TStorage },
  companyId: number,
  file: TUploadedFile,
  mime: string,
  link: Omit<repo.TNewFile, 'name' | 'mime' | 'size' | 'storageKey'>,
) {
  const storageKey = await deps.storage.put(companyId, file.data);
  return repo.insertFile(deps.db, companyId, { ...link, name: cleanFileName(file.filename), mime, size: file.data.length, storageKey });
}

export function toAttachment(secret: string, f: repo.TFileRow): TAttachment {
  return {
    id: f.id,
    name: f.name,
    size: f.size,
    mime: f.mime,
    download_url: signPath(secret, `/api/files/${f.id}/download`),
    created_at: new Date(f.createdAt).toISOString(),
    uploaded_by: f.uploadedBy ?? null,
  };
}

export async function removeFile(deps: { db: TDb; storage: TStorage }, companyId: number, id: number) {
  const row = await repo.deleteFile(deps.db, companyId, id);
  if (row) await deps.storage.remove(row.storageKey);
  return row;
}
