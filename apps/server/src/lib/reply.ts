import { z } from 'zod';
import { ZSuccess } from '@jobflow/contract';

/** Wraps a result in the success envelope. */
export const ok = <T>(result: T) => ({ status: 'SUCCESS' as const, result });
/** Response schema map for a success payload. */
export const okSchema = <T extends z.ZodType>(result: T) => ({ 200: ZSuccess(result) });
