import { formatFileSize } from '@jobflow/contract';

/** The file's problem before it is sent: larger than the server's upload_max_filesize. */
export function fileSizeError(file: Pick<File, 'name' | 'size'> | null, maxBytes: number): string | null {
  if (!file || file.size <= maxBytes) return null;
  return `${file.name} is larger than the ${formatFileSize(maxBytes)} upload limit.`;
}
