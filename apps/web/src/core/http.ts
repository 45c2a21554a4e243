import { ERROR_CODES, HEADERS, HTTP_TIMEOUT_MS, type UserData } from '@shala/shared';
import { type RequestCounter, requestCounter } from './request-counter';
import { showSnack } from './snackbar-queue';
import { type KeptData, kept, STORAGE_KEYS } from './storage';

export const TIMEOUT_MESSAGE = 'Internet speed is slow. Please check you internet connection.';
export const NETWORK_MESSAGE = 'Could not reach Shala. Please check your internet connection.';

/** An HTTP failure: the server's JSON `{ message, code? }` with the status, or a network one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The whole JSON body of the failure (some answers carry more than the message). */
  readonly body: unknown;
  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.body = body;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** How many times a screen's read is tried again after a passing failure (retryRead). */
export const READ_RETRIES = 2;

/**
 * Whether a screen's read that failed is worth trying again (React Query's `retry`): the
 * network dropped it (a phone between towers) or the server failed for the moment (5xx). A
 * refusal (4xx) stays as it is, and a time-out has already waited its minute. Without this, a
 * count in the top bar that failed once stayed empty until the page was loaded again.
 */
export function retryRead(failures: number, error: unknown): boolean {
  if (failures >= READ_RETRIES || !(error instanceof ApiError)) return false;
  return error.code === 'NETWORK' || error.status >= 500;
}

/** A fresh trace id for one request: 32 characters of [0-9a-f]. */
export function newTraceId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

type SessionEntry = { id?: string | number; activeStatus?: string | boolean };

/** Spec §7: the headers every request carries, from what the browser keeps; empty when unknown. */
export function requestHeaders(store: KeptData = kept): Record<string, string> {
  const user = store.read<Partial<UserData> | null>(STORAGE_KEYS.userData) ?? undefined;
  // `sessions` is kept as { list, active, error } (spec §3); a bare list is read too.
  const sessions = store.read<
    SessionEntry[] | { list?: SessionEntry[]; active?: SessionEntry | null }
  >(STORAGE_KEYS.sessions);
  const activeSession = Array.isArray(sessions)
    ? sessions.find((s) => String(s?.activeStatus) === 'true')
    : sessions && typeof sessions === 'object'
      ? (sessions.active ?? undefined)
      : undefined;
  const text = (value: unknown) =>
    value === null || value === undefined ? '' : String(value).slice(0, 64);
  return {
    [HEADERS.traceId]: newTraceId(),
    [HEADERS.selectedInstituteGroupId]: text(user?.defaultInstituteId),
    [HEADERS.selectedClassGroupId]: text(user?.defaultClassId),
    [HEADERS.selectedSessionId]: text(activeSession?.id),
    [HEADERS.selectedUserProfileId]: text(user?.userProfileId),
  };
}

export type HttpDeps = {
  fetch: typeof fetch;
  counter: RequestCounter;
  onTimeout: () => void;
  headers: () => Record<string, string>;
  timeoutMs: number;
  /** The server refused a call until the institute agreement is signed (CONTRACT_PENDING). */
  onContractPending?: () => void;
};

/** Where a CONTRACT_PENDING answer sends the user (spec §4 userContract). */
export const SIGN_CONTRACT_PATH = '/sign-contract';

/** A full load of /sign-contract unless the user is already there (its own calls may still fail). */
function openSignContract(): void {
  if (window.location.pathname !== SIGN_CONTRACT_PATH) window.location.assign(SIGN_CONTRACT_PATH);
}

const browserDeps: HttpDeps = {
  fetch: (...args) => fetch(...args),
  counter: requestCounter,
  onTimeout: () => showSnack(TIMEOUT_MESSAGE),
  headers: () => requestHeaders(),
  timeoutMs: HTTP_TIMEOUT_MS,
  onContractPending: openSignContract,
};

export type RequestOptions = {
  query?: Record<string, string | number | undefined>;
  /** A background call (the periodic permission check): not counted for the busy overlay. */
  background?: boolean;
  /** A longer wait than the usual 60 s, for a call the server is known to work on for long. */
  timeoutMs?: number;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What a call sends: JSON, a multipart form (files), or nothing. */
type Payload = { json: unknown } | { form: FormData } | undefined;

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition), if any. */
export type Downloaded = { blob: Blob; disposition: string | null };

/** How a call reads its answer: JSON (the default) or a file of the type `accept` names. */
type Reading = { file: string } | undefined;

/**
 * One call to the API: credentials included, the §7 headers, a JSON answer, a 60 s time-out
 * (with the spec's snackbar), and the request counted for the busy overlay. Failures throw
 * ApiError with the server's message and code.
 */
function createSend(deps: HttpDeps) {
  return async function send<T>(
    method: Method,
    path: string,
    payload: Payload,
    options: RequestOptions,
    reading?: Reading,
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? deps.timeoutMs);
    const end = options.background ? () => {} : deps.counter.begin();
    let url = path;
    if (options.query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(options.query)) {
        if (value !== undefined) params.set(key, String(value));
      }
      const qs = params.toString();
      if (qs) url += `?${qs}`;
    }
    const headers: Record<string, string> = {
      Accept: reading ? reading.file : 'application/json',
      ...deps.headers(),
    };
    let body: string | FormData | undefined;
    if (payload && 'json' in payload) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload.json);
    } else if (payload) {
      // The browser writes the multipart Content-Type with its boundary itself.
      body = payload.form;
    }
    try {
      let response: Response;
      try {
        response = await deps.fetch(url, {
          method,
          headers,
          credentials: 'include',
          body,
          signal: controller.signal,
        });
      } catch {
        if (timedOut) {
          deps.onTimeout();
          throw new ApiError(0, TIMEOUT_MESSAGE, 'TIMEOUT');
        }
        throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK');
      }
      if (reading && response.ok) {
        const file: Downloaded = {
          blob: await response.blob(),
          disposition: response.headers.get('Content-Disposition'),
        };
        return file as T;
      }
      const data = await readBody(response);
      if (!response.ok) {
        const error = (data && typeof data === 'object' ? data : {}) as {
          message?: unknown;
          code?: unknown;
        };
        const message =
          typeof error.message === 'string' && error.message
            ? error.message
            : `The request failed (${response.status}).`;
        const failure = new ApiError(
          response.status,
          message,
          typeof error.code === 'string' ? error.code : undefined,
          data,
        );
        console.warn(`${method} ${path}: ${response.status} ${message}`);
        if (failure.code === ERROR_CODES.contractPending) deps.onContractPending?.();
        throw failure;
      }
      return data as T;
    } finally {
      clearTimeout(timer);
      end();
    }
  };
}

/** JSON calls: `http('PUT', path, body, { query })`. */
export function createHttp(deps: HttpDeps) {
  const send = createSend(deps);
  return function request<T>(
    method: Method,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    return send<T>(method, path, body === undefined ? undefined : { json: body }, options);
  };
}

/**
 * Multipart uploads (photos, logos, documents, CSV files): POSTed (or PUT, `method`) like a JSON
 * call, with the same headers, busy overlay, error codes and time-out; the answer is JSON.
 */
export function createUpload(deps: HttpDeps) {
  const send = createSend(deps);
  return function upload<T>(
    path: string,
    form: FormData,
    options: RequestOptions & { method?: 'POST' | 'PUT' } = {},
  ) {
    return send<T>(options.method ?? 'POST', path, { form }, options);
  };
}

/**
 * A file to save (a CSV sheet or template): a GET with the same headers, error codes and
 * time-out, that answers the bytes (`accept`, CSV unless told) instead of JSON. Not counted for
 * the busy overlay unless `background` is false: the screen shows its own progress.
 */
export function createDownload(deps: HttpDeps) {
  const send = createSend(deps);
  return function download(
    path: string,
    options: RequestOptions & { accept?: string } = {},
  ): Promise<Downloaded> {
    const { accept = 'text/csv', ...rest } = options;
    return send<Downloaded>(
      'GET',
      path,
      undefined,
      { background: true, ...rest },
      { file: accept },
    );
  };
}

export const http = createHttp(browserDeps);
export const upload = createUpload(browserDeps);
export const download = createDownload(browserDeps);

/** The message to show for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
