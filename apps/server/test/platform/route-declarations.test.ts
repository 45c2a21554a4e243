import * as shared from '@shala/shared';
import { ALL_ACTIONS, CHAT_API, isGroupAction, isUserAction } from '@shala/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeclaredRoute, registerAccessControl } from '../../src/http/access.js';
import { buildTestApp, type TestContext } from '../support/app.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const KINDS = ['public', 'signedIn', 'superAdmin', 'user', 'group'];
const GROUP_SOURCES = ['query', 'params', 'body', 'header'];

describe('every route declares who may call it', () => {
  it('has a known access kind on every /rest route', () => {
    const rest = t.app.declaredRoutes.filter((r) => r.url.startsWith('/rest/'));
    expect(rest.length).toBeGreaterThan(10);
    for (const { method, url, access } of rest) {
      const where = `${method} ${url}`;
      expect(access, where).toBeDefined();
      expect(KINDS, where).toContain(access.kind);
      if (access.kind === 'user') expect(isUserAction(access.action), where).toBe(true);
      if (access.kind === 'group') {
        expect(isGroupAction(access.action), where).toBe(true);
        expect(GROUP_SOURCES, where).toContain(access.groupFrom.in);
        expect(access.groupFrom.key, where).not.toBe('');
      }
    }
  });

  it('names only actions of the permission list', () => {
    for (const { access } of t.app.declaredRoutes) {
      if (access.kind === 'user' || access.kind === 'group') {
        expect(ALL_ACTIONS).toContain(access.action);
      }
    }
  });

  it("keeps the account's own session routes to its signed-in holder", () => {
    const own = t.app.declaredRoutes.filter(
      (r) => r.url.startsWith('/rest/account/sessions') && r.method !== 'HEAD',
    );
    expect(own.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /rest/account/sessions',
      'DELETE /rest/account/sessions/:sessionId',
      'GET /rest/account/sessions',
    ]);
    for (const route of own) expect(route.access.kind).toBe('signedIn');
  });

  it('keeps the chat status call to the signed-in account it changes', () => {
    const chat = t.app.declaredRoutes.filter(
      (r) => r.url === CHAT_API.status && r.method !== 'HEAD',
    );
    expect(chat.map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /rest/chat/status']);
    for (const route of chat) expect(route.access.kind).toBe('signedIn');
  });

  it('registers every path of the shared path tables (packages/shared *_API)', () => {
    // A route's parameters (:id) stand for any one segment.
    const routes = t.app.declaredRoutes.map(
      (r) => new RegExp(`^${r.url.replace(/:[^/]+/g, '[^/]+')}$`),
    );
    const tables = Object.entries(shared).filter(([name]) => name.endsWith('_API'));
    expect(tables.length).toBeGreaterThan(15);
    for (const [name, table] of tables) {
      for (const [key, entry] of Object.entries(table as Record<string, unknown>)) {
        // A path with parameters is a function of them: called with one word for each.
        const path =
          typeof entry === 'function'
            ? (entry as (...ids: string[]) => string)(
                ...Array.from({ length: entry.length }, (_, i) => `p${i}`),
              )
            : String(entry);
        // A table may name a prefix its route completes (IMPORT_API.templates + '/:kind').
        const registered = routes.some((route) => route.test(path) || route.test(`${path}/p`));
        expect(registered, `${name}.${key} ${path}`).toBe(true);
      }
    }
  });

  it('refuses to build a route that declares nothing', async () => {
    const app = Fastify();
    const declared: DeclaredRoute[] = [];
    registerAccessControl(app, declared);
    expect(() => app.get('/rest/forgotten', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });
});
