import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createHttp,
  createUpload,
  READ_RETRIES,
  requestHeaders,
  retryRead,
  TIMEOUT_MESSAGE,
} from './http';
import { createRequestCounter } from './request-counter';
import { createKeptData } from './storage';
import { memoryStore } from './test-store';

describe('requestHeaders (spec §7)', () => {
  it('sends a fresh trace id and the selected ids, empty when unknown', () => {
    const empty = requestHeaders(createKeptData(() => memoryStore()));
    expect(empty.traceId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(empty).toMatchObject({
      selectedInstituteGroupId: '',
      selectedClassGroupId: '',
      selectedSessionId: '',
      selectedUserProfileId: '',
    });
    const kept = createKeptData(() =>
      memoryStore({
        userData: JSON.stringify({
          userProfileId: 'p1',
          defaultInstituteId: 'i1',
          defaultClassId: 'c1',
        }),
        sessions: JSON.stringify([
          { id: 's0', activeStatus: 'false' },
          { id: 's1', activeStatus: 'true' },
        ]),
      }),
    );
    const headers = requestHeaders(kept);
    expect(headers).toMatchObject({
      selectedInstituteGroupId: 'i1',
      selectedClassGroupId: 'c1',
      selectedSessionId: 's1',
      selectedUserProfileId: 'p1',
    });
    expect(headers.traceId).not.toBe(requestHeaders(kept).traceId);
  });

  it('reads the active session from the kept { list, active, error } store', () => {
    const kept = createKeptData(() =>
      memoryStore({
        sessions: JSON.stringify({
          list: [{ id: 's2', activeStatus: 'true' }],
          active: { id: 's2', activeStatus: 'true' },
          error: null,
        }),
      }),
    );
    expect(requestHeaders(kept).selectedSessionId).toBe('s2');
    const none = createKeptData(() =>
      memoryStore({ sessions: JSON.stringify({ list: [], active: null, error: 'x' }) }),
    );
    expect(requestHeaders(none).selectedSessionId).toBe('');
  });
});

describe('http', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (fetchImpl: typeof fetch) => {
    const counter = createRequestCounter();
    const onTimeout = vi.fn();
    const onContractPending = vi.fn();
    const request = createHttp({
      fetch: fetchImpl,
      counter,
      onTimeout,
      headers: () => ({ traceId: 'abcdef0123456789' }),
      timeoutMs: 60_000,
      onContractPending,
    });
    return { request, counter, onTimeout, onContractPending };
  };

  it('sends JSON with credentials and the headers, and counts the request', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    const { request, counter } = setup(fetchMock as unknown as typeof fetch);
    const pending = request('POST', '/rest/x', { a: 1 }, { query: { q: 'y', n: undefined } });
    expect(counter.isBusy()).toBe(true);
    await expect(pending).resolves.toEqual({ ok: 1 });
    expect(counter.isBusy()).toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/x?q=y');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      traceId: 'abcdef0123456789',
      'Content-Type': 'application/json',
    });
  });

  it('does not count a background request for the busy overlay', async () => {
    const { request, counter } = setup(async () => new Response('{}', { status: 200 }));
    const pending = request('GET', '/rest/permission/user', undefined, { background: true });
    expect(counter.isBusy()).toBe(false);
    await pending;
    expect(counter.running()).toBe(0);
  });

  it('throws ApiError with the status, message and code of a JSON error', async () => {
    const { request, counter } = setup(
      async () =>
        new Response(JSON.stringify({ message: 'Please verify', code: 'EMAIL_NOT_VERIFIED' }), {
          status: 403,
        }),
    );
    const failure = await request('POST', '/rest/auth/login', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 403,
      message: 'Please verify',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(counter.isBusy()).toBe(false);
  });

  it('keeps the whole body of an error answer (a 429 names the e-mail and the wait)', async () => {
    const body = {
      message: 'Please wait 40 seconds before asking for a new code.',
      code: 'RATE_LIMITED',
      maskedEmail: 'ra****@example.com',
      resendAfterSeconds: 40,
      expiresInSeconds: 278,
    };
    const { request } = setup(async () => new Response(JSON.stringify(body), { status: 429 }));
    const failure = await request('POST', '/rest/auth/otp/resend', {}).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 429, code: 'RATE_LIMITED', body });
  });

  it('sends the user to sign the agreement on a CONTRACT_PENDING answer, and still fails', async () => {
    const body = {
      message: 'Please sign the institute agreement first.',
      code: 'CONTRACT_PENDING',
    };
    const { request, onContractPending } = setup(
      async () => new Response(JSON.stringify(body), { status: 403 }),
    );
    const failure = await request('GET', '/rest/roles').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 403, code: 'CONTRACT_PENDING' });
    expect(onContractPending).toHaveBeenCalledOnce();
    const other = setup(async () => new Response('{"message":"No"}', { status: 403 }));
    await other.request('GET', '/rest/roles').catch(() => undefined);
    expect(other.onContractPending).not.toHaveBeenCalled();
  });

  it('gives up after 60 s with the spec message', async () => {
    const hanging = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const { request, counter, onTimeout } = setup(hanging as typeof fetch);
    const pending = request('GET', '/rest/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const failure = await pending;
    expect(failure).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE, code: 'TIMEOUT' });
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(counter.isBusy()).toBe(false);
  });
});

describe('upload (multipart)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (fetchImpl: typeof fetch, timeoutMs = 60_000) => {
    const counter = createRequestCounter();
    const onTimeout = vi.fn();
    const onContractPending = vi.fn();
    const upload = createUpload({
      fetch: fetchImpl,
      counter,
      onTimeout,
      headers: () => ({ traceId: 'abcdef0123456789' }),
      timeoutMs,
      onContractPending,
    });
    return { upload, counter, onTimeout, onContractPending };
  };
  const form = () => {
    const data = new FormData();
    data.append('photo', new Blob(['x'], { type: 'image/png' }), 'me.png');
    return data;
  };

  it('POSTs the form as it is, with the headers, counted for the busy overlay', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":"p1"}', { status: 200 }));
    const { upload, counter } = setup(fetchMock as unknown as typeof fetch);
    const body = form();
    const pending = upload('/rest/x/photo', body, { query: { groupId: 'g1' } });
    expect(counter.isBusy()).toBe(true);
    await expect(pending).resolves.toEqual({ id: 'p1' });
    expect(counter.isBusy()).toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/x/photo?groupId=g1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(body);
    expect(init.credentials).toBe('include');
    // The browser writes the multipart type with its boundary.
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ traceId: 'abcdef0123456789' });
  });

  it('fails with the server message and code, as JSON calls do', async () => {
    const { upload, onContractPending } = setup(
      async () =>
        new Response(JSON.stringify({ message: 'Too many attempts', code: 'RATE_LIMITED' }), {
          status: 429,
        }),
    );
    const failure = await upload('/rest/x', form()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 429,
      message: 'Too many attempts',
      code: 'RATE_LIMITED',
    });
    expect(onContractPending).not.toHaveBeenCalled();
    const offline = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await offline.upload('/rest/x', form()).catch((e: unknown) => e)).toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });

  it('gives up after the time-out with the spec message, or after a longer one when asked', async () => {
    const hanging = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const { upload, counter, onTimeout } = setup(hanging as typeof fetch);
    const pending = upload('/rest/slow', form()).catch((e: unknown) => e);
    const patient = upload('/rest/slow', form(), { timeoutMs: 120_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE, code: 'TIMEOUT' });
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(counter.running()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await patient).toMatchObject({ code: 'TIMEOUT' });
    expect(counter.isBusy()).toBe(false);
  });
});

describe('retryRead', () => {
  it('tries a read again after a dropped connection or a 5xx, twice, and never after a refusal or a time-out', () => {
    const network = new ApiError(0, 'no network', 'NETWORK');
    const unavailable = new ApiError(503, 'Service unavailable');
    expect(retryRead(0, network)).toBe(true);
    expect(retryRead(1, unavailable)).toBe(true);
    expect(retryRead(READ_RETRIES, network)).toBe(false);
    expect(retryRead(0, new ApiError(0, TIMEOUT_MESSAGE, 'TIMEOUT'))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(retryRead(0, new ApiError(status, 'refused')), String(status)).toBe(false);
    }
    expect(retryRead(0, new Error('a bug in the screen'))).toBe(false);
  });
});
