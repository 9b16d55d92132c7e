// @vitest-environment happy-dom
import { messages } from '@sevak/shared';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fixtures';
import { api, ApiError } from './api';
import { NETWORK_ERROR_MESSAGE } from './constants';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('sends JSON with same-origin credentials under /api and returns the body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/support/addIssue', { issue: 'x' })).resolves.toEqual({ ok: 1 });
    const [path, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(path).toBe('/api/support/addIssue');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"issue":"x"}');
  });

  it('sends a caller’s headers (an Idempotency-Key) beside its own', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/wallet/adjust', { amount: 25 }, { headers: { 'Idempotency-Key': 'k-1' } });
    const [, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('turns an error body into an ApiError with status, code, message and field errors', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the highlighted fields',
          errors: [{ path: 'phone', msg: 'Phone number must be exactly 10 digits.' }, { path: 7 }],
        },
        400,
      ),
    );
    const error = await caught(api.post('/auth/login', {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Please correct the highlighted fields');
    expect(error.errors).toEqual([{ path: 'phone', msg: 'Phone number must be exactly 10 digits.' }]);
    expect(error.path).toBe('/auth/login');
  });

  it('falls back to a generic message when the error is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await caught(api.get('/category/getAllCategory'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe(messages.common.internal);
  });

  it('reads a code it does not know (a newer server) as INTERNAL, keeping the message and fields', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(
        {
          code: 'SOMETHING_NEW',
          message: 'A new refusal',
          errors: [{ path: 'amount', msg: 'Too much', code: 'ALSO_NEW' }],
        },
        409,
      ),
    );
    const error = await caught(api.get('/wallet'));
    expect([error.status, error.code, error.message]).toEqual([409, 'INTERNAL', 'A new refusal']);
    expect(error.errors).toEqual([{ path: 'amount', msg: 'Too much' }]);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(api.get('/auth/getuser'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });
});
