import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, headers, type TestContext } from '../support/app.js';

// Walks every /rest route the app declares (so routes added later are covered without edits)
// and sends it broken input. Each answer must be a 4xx with a JSON message, never a 5xx.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

let t: TestContext;
let openapi: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await buildTestApp();
  openapi = (await t.app.inject({ method: 'GET', url: '/rest/docs/json' })).json();
});
afterAll(async () => {
  await t.app.close();
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function operationOf(method: string, url: string): Operation {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return openapi.paths[path]?.[method.toLowerCase()] ?? {};
}

/** The body's object schema, looking through nullable/optional wrappers. */
function bodySchema(op: Operation): JsonSchema {
  const schema = op.requestBody?.content?.['application/json']?.schema ?? {};
  return schema.anyOf?.find((s) => s.properties || s.type === 'object') ?? schema;
}

/** A value of the wrong JSON type for `schema`. */
function wrongValue(schema: JsonSchema): unknown {
  const types = [schema.type ?? []].flat();
  return types.includes('string') ? 12345 : 'not-the-right-type';
}

/** Routes' path parameters filled with a well-formed id. */
const concrete = (url: string) => url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');

const routes = () =>
  t.app.declaredRoutes.filter(
    (r) => r.url.startsWith('/rest/') && !r.url.startsWith('/rest/docs') && r.method !== 'HEAD',
  );

function expectClientError(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  expect(typeof res.json().message, what).toBe('string');
}

function send(
  method: string,
  url: string,
  payload: string | undefined,
  contentType = 'application/json',
) {
  return t.app.inject({
    method: method as 'POST',
    url: concrete(url),
    headers: { ...headers(), ...(payload === undefined ? {} : { 'content-type': contentType }) },
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('bad input to every route', () => {
  it('finds the routes of the sign-in area', () => {
    const urls = routes().map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'POST /rest/auth/login',
      'POST /rest/auth/register',
      'POST /rest/auth/otp/confirm',
      'POST /rest/auth/password/set',
      'POST /rest/contact',
      'GET /rest/admin/contact-requests',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('refuses broken bodies on every write route', async () => {
    for (const { method, url } of routes().filter((r) => WRITES.has(r.method))) {
      const schema = bodySchema(operationOf(method, url));
      const properties = schema.properties ?? {};
      const where = `${method} ${url}`;

      expectClientError(await send(method, url, '{"username": "x", '), `${where} malformed JSON`);
      expectClientError(await send(method, url, ''), `${where} empty JSON body`);
      expectClientError(
        await send(method, url, JSON.stringify({ filler: 'a'.repeat(100 * 1024) })),
        `${where} 100 KB body`,
      );
      expectClientError(await send(method, url, '[1, 2, 3]'), `${where} array body`);
      expectClientError(await send(method, url, '"just a string"'), `${where} string body`);
      expectClientError(
        await send(method, url, JSON.stringify({ unexpectedField: 'x' })),
        `${where} unknown field`,
      );
      const wrongTypes = Object.fromEntries(
        Object.entries(properties).map(([name, s]) => [name, wrongValue(s)]),
      );
      if (Object.keys(wrongTypes).length > 0) {
        expectClientError(
          await send(method, url, JSON.stringify(wrongTypes)),
          `${where} wrong types`,
        );
      }
      if ((schema.required ?? []).length > 0) {
        expectClientError(await send(method, url, '{}'), `${where} missing fields`);
        for (const name of schema.required ?? []) {
          const { [name]: _dropped, ...rest } = wrongTypes;
          expectClientError(
            await send(method, url, JSON.stringify(rest)),
            `${where} without ${name}`,
          );
        }
      }
      expectClientError(
        await send(method, url, 'username=x', 'application/x-www-form-urlencoded'),
        `${where} form-encoded body`,
      );
    }
  });

  it('refuses wrong query values on every read route that takes input', async () => {
    for (const { method, url } of routes().filter((r) => r.method === 'GET')) {
      const parameters = operationOf(method, url).parameters ?? [];
      const query = parameters.filter((p) => p.in === 'query');
      if (parameters.length === 0) continue;
      for (const bad of ['abc', '-5', '1e999', '']) {
        const qs = query.map((p) => `${p.name}=${encodeURIComponent(bad)}`).join('&');
        const res = await t.app.inject({ method: 'GET', url: `${concrete(url)}?${qs}` });
        expectClientError(res, `GET ${url}?${qs}`);
      }
    }
  });
});
