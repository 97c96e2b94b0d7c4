import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '@jobflow/contract';
import { NUL_MESSAGE } from './nul.ts';

export type TUploadedFile = { field: string; filename: string; data: Buffer };

/**
 * Reads a multipart form whole: text fields (repeated names become arrays, `x[]` is read as
 * `x`) and files. The size limit of @fastify/multipart answers 413.
 */
export async function readMultipart(req: FastifyRequest): Promise<{ fields: Record<string, string | string[]>; files: TUploadedFile[] }> {
  if (!req.isMultipart()) throw new AppError('VALIDATION', 'Send the form as multipart/form-data.', { file: ['Send the form as multipart/form-data.'] });
  const fields: Record<string, string | string[]> = {};
  const files: TUploadedFile[] = [];
  for await (const part of req.parts()) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.filename) files.push({ field: name, filename: part.filename, data });
    } else {
      const value = String(part.value ?? '');
      if (value.includes('\u0000')) throw invalid({ [name]: [NUL_MESSAGE] });
      const prev = fields[name];
      fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  }
  return { fields, files };
}
