// The set-up calls of an exam day (not measured): one request at a time through fetch, each
// answer checked, a failure thrown with its status and body so that the run says what broke.

import { randomUUID } from 'node:crypto';
import type { ExamHall, Person } from './seed.js';

export type Headers = Record<string, string>;

/**
 * What the web app sends with every call (apps/web/src/core/http.ts): the cookie and the selected
 * profile, institute, class and active session; a fresh traceId is added per request. The class
 * is the one the exam belongs to, as when a student opens the exam from that class.
 */
export function headersOf(person: Person, hall: ExamHall, classId: string): Headers {
  return {
    cookie: person.cookie,
    selectedUserProfileId: person.profileId,
    selectedInstituteGroupId: hall.instituteId,
    selectedClassGroupId: classId,
    selectedSessionId: hall.sessionId,
  };
}

export const traceId = () => randomUUID().replaceAll('-', '');

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    what: string,
    body: string,
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 500)}`);
  }
}

type Json = Record<string, unknown>;

/** A `{ message, data }` answer's data, or the answer itself. */
export function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body && 'message' in body) {
    return (body as { data: T }).data;
  }
  return body as T;
}

export async function api<T = Json>(
  origin: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  headers: Headers,
  opts: { query?: Record<string, string>; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const query = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
  const response = await fetch(`${origin}${path}${query}`, {
    method,
    headers: {
      ...headers,
      traceId: traceId(),
      accept: 'application/json',
      ...(opts.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiFailure(response.status, `${method} ${path}`, text);
  return (text ? JSON.parse(text) : undefined) as T;
}
