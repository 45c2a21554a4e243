import type { TestContext } from './app.js';
import { as, type TestProfile } from './factories.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The caller of one module's JSON routes that its tests share (attendance, calendar, notices,
 * subjects, timetable, transport): `path` under `/rest/<module>` (or a whole `/rest/…` URL), as
 * `profile` or signed out (null); with no module, `path` is under `/rest` (the fee tests' `fee/…`,
 * `finance/…`). GET and DELETE send `params` as the query (an undefined value
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
    const base = module ? `/rest/${module}` : '/rest';
    const url = path.startsWith('/') ? path : path ? `${base}/${path}` : base;
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
