import type { TestContext } from './app.js';
import { as, type TestProfile } from './factories.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The caller of one module's JSON routes that its tests share (attendance, calendar, notices,
 * subjects, timetable, transport): `path` under `/rest/<module>` (or a whole `/rest/…` URL), as
 * `profile` or signed out (null). GET and DELETE send `params` as the query (an undefined value
 * left out), the others as the JSON body.
 */
export function moduleCall(module: string) {
  return (
    t: TestContext,
    profile: TestProfile | null,
    method: Method,
    path: string,
    params: Record<string, unknown> = {},
  ) => {
    const url = path.startsWith('/') ? path : `/rest/${module}${path ? `/${path}` : ''}`;
    const headers = profile ? as(profile) : {};
    if (method === 'GET' || method === 'DELETE') {
      const query = new URLSearchParams(
        Object.entries(params)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return t.app.inject({ method, url: query ? `${url}?${query}` : url, headers });
    }
    return t.app.inject({ method, url, headers, payload: params });
  };
}
