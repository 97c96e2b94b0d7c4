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
/** The job request's types (spec 1 section 5: images, pdf, zip, doc, docx, xls, xlsx), by what file-type detects in the bytes. */
const REQUEST_DETECTED = new Set([
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-cfb',
]);
const TEXT_EXT: Record<string, string> = { '.txt': 'text/plain', '.csv': 'text/csv' };

/** What a name's extension promises of the bytes: a file named so must be one (an HTML page named .png is refused). */
const PROMISED: Record<string, (mime: string | undefined, data: Buffer) => boolean> = {
  '.txt': (m, data) => !m && !data.includes(0),
  '.csv': (m, data) => !m && !data.includes(0),
  '.png': (m) => m === 'image/png',
  '.jpg': (m) => m === 'image/jpeg',
  '.jpeg': (m) => m === 'image/jpeg',
  '.gif': (m) => m === 'image/gif',
  '.webp': (m) => m === 'image/webp',
  '.pdf': (m) => m === 'application/pdf',
  '.zip': (m) => m === 'application/zip',
  '.docx': (m) => m === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' || m === 'application/zip',
  '.xlsx': (m) => m === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' || m === 'application/zip',
  '.doc': (m) => m === 'application/x-cfb',
  '.xls': (m) => m === 'application/x-cfb',
};

/** Programs and scripts, which a double-click runs: never accepted, by their bytes or by their name. */
const PROGRAM_DETECTED = new Set([
  'application/x-msdownload',
  'application/x-elf',
  'application/x-mach-binary',
  'application/java-archive',
  'application/vnd.android.package-archive',
  'application/x-apple-diskimage',
]);
const PROGRAM_EXT = new Set(
  '.exe .msi .msp .msix .appx .bat .cmd .com .scr .pif .cpl .dll .sys .ps1 .psm1 .vbs .vbe .js .jse .mjs .wsf .wsh .hta .jar .reg .lnk .scf .inf .sh .bash .command .app .apk .dmg .pkg .deb .rpm .bin .run'.split(' '),
);

export const ACCEPTED_TEXT = 'Accepted files: images, pdf, zip, doc, docx, xls and xlsx.';
/** Web pages and drawings that can carry script: refused unless the bytes are something else (a PNG named .html is a PNG). */
const ACTIVE_EXT = new Set('.html .htm .xhtml .shtml .svg .svgz .xml .xsl .mht .mhtml'.split(' '));

export const PROGRAM_TEXT = 'Programs, scripts and web pages cannot be uploaded.';
const NOT_ACCEPTED = 'this type of file is not accepted.';

/** A name safe to store and to send back: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|*?:\u202a-\u202e\u2066-\u2069]/g, '_').trim();
  return (cleaned || 'file').slice(-200);
}

function refused(file: TUploadedFile, why: string): AppError {
  const message = `${cleanFileName(file.filename)}: ${why}`;
  return new AppError('VALIDATION', message, { file: [message] });
}

/**
 * Checks an upload by its content, not by the browser's type. Answers the mime type it is
 * stored (and downloaded) as.
 * - Never a program, a script or a web page (by its bytes or its name), and never bytes
 *   other than its name promises (a page named `.png`, a program named `.pdf`, binary `.txt`).
 * - `request`: a job request's attachment, one of the spec's types (images, pdf, zip, doc,
 *   docx, xls, xlsx).
 * - `board`: a file posted on a discussion board, which the spec limits by size only
 *   (spec 1 section 5): any other file too, such as the designs, fonts and videos an agency
 *   and its clients pass around (psd, ai, tiff, mp4, fonts…). A file whose type is not known
 *   is stored as `application/octet-stream`; every download is an attachment, never shown
 *   in the page (files.routes.ts), so no upload runs in the app's origin.
 */
export async function checkUpload(file: TUploadedFile, kind: 'request' | 'board' = 'request'): Promise<string> {
  const ext = path.extname(file.filename).toLowerCase();
  const detected = (await fileTypeFromBuffer(file.data))?.mime;
  const why = kind === 'request' ? ACCEPTED_TEXT : PROGRAM_TEXT;
  if (PROGRAM_EXT.has(ext) || (detected && PROGRAM_DETECTED.has(detected)) || (ACTIVE_EXT.has(ext) && !detected)) throw refused(file, `${NOT_ACCEPTED} ${why}`);
  const promise = PROMISED[ext];
  if (promise && !promise(detected, file.data)) throw refused(file, `${NOT_ACCEPTED} Its content is not a ${ext.slice(1)} file.`);
  const known = detected === 'application/x-cfb' ? EXT_MIME[ext] : detected;
  if (kind === 'request') {
    if (detected && (detected.startsWith('image/') || REQUEST_DETECTED.has(detected)) && known) return known;
    throw refused(file, `${NOT_ACCEPTED} ${why}`);
  }
  if (known) return known;
  if (TEXT_EXT[ext]) return TEXT_EXT[ext];
  return 'application/octet-stream';
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
