import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@jobflow/contract';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('@/lib/progress', () => ({ beginProgress: vi.fn(), endProgress: vi.fn() }));

const { deleteJobRequestAttachment } = await import('./delete-job-request-attachment');
const { notifyInvalidRequest } = await import('@/lib/invalid-request');
const { notifyError } = await import('@/lib/notify');

const respond = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));

async function failing(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => vi.mocked(notifyError).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('removing a request attachment that fails (spec 1 section 8: the error titled Invalid Request)', () => {
  it.each([
    [403, 'You may remove only the files you added.'],
    [409, 'This request is no longer pending.'],
    [422, 'The attachment is not on this request.'],
  ])('a %i shows the server’s text titled Invalid Request, not the global title', async (status, text) => {
    respond(status, status === 422 ? { status: 'FAILED', error: 'The given data was invalid.', errors: { attachment: [text] } } : { status: 'FAILED', error: text });
    const error = await failing(deleteJobRequestAttachment({ requestId: 1, fileId: 2 }));
    expect(notifyError).not.toHaveBeenCalled(); // no global toast (Permission denied, Form validation failed…)
    notifyInvalidRequest(error);
    expect(vi.mocked(notifyError).mock.calls).toEqual([[MESSAGES.invalidRequestTitle, text]]);
  });

  it('a 401 shows nothing here: the API client has already sent the user to sign in', async () => {
    const { ApiError } = await import('@/lib/api-error');
    notifyInvalidRequest(new ApiError(401, MESSAGES.unauthenticated));
    expect(notifyError).not.toHaveBeenCalled();
  });
});
