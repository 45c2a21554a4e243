import { describe, expect, it, vi } from 'vitest';
import { ApiError, createDownload, createUpload } from './http';
import { createRequestCounter } from './request-counter';

const deps = (fetchImpl: typeof fetch) => ({
  fetch: fetchImpl,
  counter: createRequestCounter(),
  onTimeout: vi.fn(),
  headers: () => ({ traceId: 'abcdef0123456789' }),
  timeoutMs: 60_000,
});

describe('upload with a method (a multipart PUT)', () => {
  it('PUTs the form when asked, and reads the JSON answer', async () => {
    const fetchMock = vi.fn(async () => new Response('{"message":"ok"}', { status: 200 }));
    const upload = createUpload(deps(fetchMock as unknown as typeof fetch));
    const form = new FormData();
    form.append('id', 'q1');
    await expect(upload('/rest/q', form, { method: 'PUT' })).resolves.toEqual({ message: 'ok' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(form);
  });
});

describe('download (a file to save)', () => {
  it('GETs the file with the headers, asking for CSV, not counted for the busy overlay', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('a,b\n1,2\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="sheet.csv"' },
        }),
    );
    const d = deps(fetchMock as unknown as typeof fetch);
    const download = createDownload(d);
    const pending = download('/rest/x/csv', { query: { groupId: 'g1' } });
    expect(d.counter.isBusy()).toBe(false);
    const file = await pending;
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(file.disposition).toBe('attachment; filename="sheet.csv"');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/x/csv?groupId=g1');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ Accept: 'text/csv', traceId: 'abcdef0123456789' });
  });

  it('fails with the server message and code, as JSON calls do', async () => {
    const download = createDownload(
      deps(
        (async () =>
          new Response(JSON.stringify({ message: 'Not yours', code: 'FORBIDDEN' }), {
            status: 403,
          })) as unknown as typeof fetch,
      ),
    );
    const failure = await download('/rest/x/csv').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, message: 'Not yours', code: 'FORBIDDEN' });
    const offline = createDownload(
      deps((async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch),
    );
    expect(await offline('/rest/x/csv').catch((e: unknown) => e)).toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });
});
