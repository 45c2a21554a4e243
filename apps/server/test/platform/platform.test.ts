import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';

const t = useTestApp();

describe('platform', () => {
  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/rest/no-such-thing');
  });

  it('refuses a state-changing call without a traceId header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/auth/logout', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MISSING_TRACE_ID' });
    // An address no route answers stays a 404 (the check follows the matched route).
    const none = await t.app.inject({ method: 'POST', url: '/rest/health', payload: {} });
    expect(none.statusCode).toBe(404);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/rest/health');
  });

  it('answers /ws only to a signed-in WebSocket handshake (the live channel)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ws' });
    expect(res.statusCode).toBe(401);
  });

  it('has an access declaration on every route', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThan(0);
    for (const route of t.app.declaredRoutes)
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });
});
