import type { z } from 'zod';
import { notifyError } from './notify';

export type TFieldErrors = Partial<Record<string, string>>;

export type TValidation<T extends z.ZodType> =
  | { success: true; data: z.output<T>; errors: TFieldErrors }
  | { success: false; data: null; errors: TFieldErrors };

/** Validates form values with a contract schema; the first message per field, as the spec shows them. */
export function validate<T extends z.ZodType>(schema: T, values: unknown): TValidation<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data, errors: {} };
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_form';
    errors[field] ??= issue.message;
  }
  return { success: false, data: null, errors };
}

export type TFormSchemas = typeof import('./form-schemas');

let loaded: TFormSchemas | undefined;
let loading: Promise<TFormSchemas> | undefined;
/** A submit is waiting for the schemas' first load. */
let waiting = false;

/**
 * The forms' schemas (lib/form-schemas.ts), with zod under them: not part of any page's first
 * load. zod's own setup and the schemas' construction took 15-33 ms of a slow machine's main
 * thread before a record page rendered, and 24-27 KiB of gzipped JS (bench/results.md). A
 * failed load is asked for again next time.
 */
export function loadFormSchemas(): Promise<TFormSchemas> {
  loading ??= import('./form-schemas').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For tests: whether the forms' schemas were asked for, and whether they are here. */
export function formSchemasState(): 'not loaded' | 'loading' | 'loaded' {
  return loaded ? 'loaded' : loading ? 'loading' : 'not loaded';
}

/** For tests: as before a page's first load. */
export function forgetFormSchemas(): void {
  loaded = undefined;
  loading = undefined;
  waiting = false;
}

const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * Loads the forms' schemas at the user's first press of a key, a button or a finger on the page:
 * no form is submitted without one, and the schemas (a few chunks, 38 KiB gzipped at most) are
 * then here before the submit. Not on idle: a record page is idle while its data is on the way,
 * and loading them then delayed its first render with the data. A failure is for the submit to
 * show. Returns the cleanup (an effect's).
 */
export function loadFormSchemasOnFirstInput(): () => void {
  const stop = () => {
    for (const type of FIRST_INPUT) window.removeEventListener(type, load, { capture: true });
  };
  const load = () => {
    stop();
    loadFormSchemas().catch(() => undefined);
  };
  if (loaded) return stop;
  for (const type of FIRST_INPUT) window.addEventListener(type, load, { capture: true, passive: true });
  return stop;
}

/**
 * Validates a form's values with one of the contract's form schemas (`pick`). Once the schemas
 * are here (they normally are by the time a user submits), it checks without waiting. While a
 * submit waits for their first load, another submit is ignored (a double click sends once).
 * Where they cannot be loaded, a toast says so and the form is not sent.
 */
export async function validateForm<T extends z.ZodType>(pick: (schemas: TFormSchemas) => T, values: unknown): Promise<TValidation<T>> {
  let schemas = loaded;
  if (!schemas) {
    if (waiting) return { success: false, data: null, errors: {} };
    waiting = true;
    try {
      schemas = await loadFormSchemas();
    } catch {
      notifyError('Could not check the form', 'Jobflow could not load part of the page. Check your connection and try again.');
      return { success: false, data: null, errors: {} };
    } finally {
      waiting = false;
    }
  }
  return validate(pick(schemas), values);
}
