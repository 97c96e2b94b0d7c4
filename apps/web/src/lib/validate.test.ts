import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@jobflow/contract';

vi.mock('./notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const { forgetFormSchemas, formSchemasState, loadFormSchemasOnFirstInput, validateForm } = await import('./validate');
const { notifyError } = await import('./notify');

/** The page: key and pointer events reach its listeners (the node environment has no window). */
let page: EventTarget;
beforeEach(() => {
  page = new EventTarget();
  vi.stubGlobal('window', page);
  forgetFormSchemas();
  vi.mocked(notifyError).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./form-schemas');
  vi.resetModules();
});

describe('validateForm: the forms check their values with schemas loaded on first use', () => {
  it("gives each field's first message, as the spec words it, and the parsed values when they pass", async () => {
    const empty = await validateForm((s) => s.ZTodoCreateSchema, { title: '  ', type: 'todo' });
    expect(empty).toEqual({ success: false, data: null, errors: { title: MESSAGES.required } });
    const email = await validateForm((s) => s.ZForgotRequestSchema, { email: 'not-an-address' });
    expect(email.success).toBe(false);
    expect(email.errors.email).toBeTruthy();
    const ok = await validateForm((s) => s.ZTodoCreateSchema, { title: 'Call the printer', type: 'todo' });
    expect(ok).toEqual({ success: true, data: { title: 'Call the printer', type: 'todo' }, errors: {} });
    expect(formSchemasState()).toBe('loaded');
  });

  it('sends once when a form is submitted twice while the schemas are still on their way', async () => {
    expect(formSchemasState()).toBe('not loaded');
    const values = { title: 'Send the proofs', type: 'todo' };
    const results = await Promise.all([validateForm((s) => s.ZTodoCreateSchema, values), validateForm((s) => s.ZTodoCreateSchema, values)]);
    expect(results.map((r) => r.success)).toEqual([true, false]);
    // the ignored one shows no message of its own
    expect(results[1].errors).toEqual({});
    // once here, every submit is checked at once, each on its own
    const again = await Promise.all([validateForm((s) => s.ZTodoCreateSchema, values), validateForm((s) => s.ZTodoCreateSchema, { title: '', type: 'todo' })]);
    expect(again.map((r) => r.success)).toEqual([true, false]);
    expect(again[1].errors).toEqual({ title: MESSAGES.required });
  });

  it('says so in a toast and sends nothing when the schemas cannot be loaded, and tries again on the next submit', async () => {
    vi.resetModules();
    vi.doMock('./form-schemas', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const validate = await import('./validate');
    const failed = await validate.validateForm((s) => s.ZTodoCreateSchema, { title: 'Call the printer', type: 'todo' });
    expect(failed).toEqual({ success: false, data: null, errors: {} });
    const { notifyError: notified } = await import('./notify');
    expect(notified).toHaveBeenCalledWith('Could not check the form', expect.stringContaining('Check your connection'));
    expect(validate.formSchemasState()).toBe('not loaded');

    vi.doUnmock('./form-schemas');
    const retried = await validate.validateForm((s) => s.ZTodoCreateSchema, { title: 'Call the printer', type: 'todo' });
    expect(retried.success).toBe(true);
  });
});

describe('loadFormSchemasOnFirstInput: not with the page, at the first key or click', () => {
  it('loads nothing until the user presses a key or a pointer, then loads them once', async () => {
    const stop = loadFormSchemasOnFirstInput();
    page.dispatchEvent(new Event('focusin'));
    page.dispatchEvent(new Event('scroll'));
    expect(formSchemasState()).toBe('not loaded');
    page.dispatchEvent(new Event('keydown'));
    expect(formSchemasState()).toBe('loading');
    await validateForm((s) => s.ZTodoCreateSchema, { title: 'x', type: 'todo' });
    expect(formSchemasState()).toBe('loaded');
    stop();
  });

  it('a pointer press loads them too; a page left before any input loads nothing', () => {
    const left = loadFormSchemasOnFirstInput();
    left();
    page.dispatchEvent(new Event('pointerdown'));
    expect(formSchemasState()).toBe('not loaded');
    const stop = loadFormSchemasOnFirstInput();
    page.dispatchEvent(new Event('pointerdown'));
    expect(formSchemasState()).toBe('loading');
    stop();
  });
});
