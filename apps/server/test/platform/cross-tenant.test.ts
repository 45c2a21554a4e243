import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute, GroupFrom } from '../../src/http/access.js';
import { ACCESS_MESSAGES } from '../../src/modules/permissions/authorize.js';
import { buildTestApp, type TestContext } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createRole,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';

// Walks every route that declares a group action (so routes added later are covered without
// edits) and calls it on institute A's groups as people who must not get anything: a member of
// another institute (with and without selecting it) and members of A without the action.
// cross-tenant-objects.test.ts does the same for A's objects (sessions, roles, profiles ...)
// named by a caller who acts in its own institute.

type GroupRoute = DeclaredRoute & { access: { kind: 'group'; groupFrom: GroupFrom } };

let t: TestContext;
let schoolA: TestInstitute;
let targets: { name: string; id: string }[];
let ownAdmin: TestProfile;
let foreignAdmin: TestProfile;
let schoolB: TestInstitute;
let withoutActions: TestProfile;
let unverifiedAdmin: TestProfile;

beforeAll(async () => {
  t = await buildTestApp();
  schoolA = await createInstitute(t, { name: 'School A' });
  const classA = await createClass(t, schoolA, 'Class A');
  targets = [
    { name: 'institute', id: schoolA.id },
    { name: 'class', id: classA.id },
  ];
  ownAdmin = await createMember(t, schoolA, 'INSTITUTE_ADMIN', { institute: schoolA });
  schoolB = await createInstitute(t, { name: 'School B' });
  foreignAdmin = await createMember(t, schoolB, 'INSTITUTE_ADMIN', { institute: schoolB });
  withoutActions = await createMember(t, schoolA, await createRole(t, schoolA, []));
  await createMember(t, classA, await createRole(t, schoolA, []), { profile: withoutActions });
  unverifiedAdmin = await createMember(t, schoolA, 'INSTITUTE_ADMIN', {
    institute: schoolA,
    verified: false,
  });
});
afterAll(async () => {
  await t.app.close();
});

const groupRoutes = () =>
  t.app.declaredRoutes.filter(
    (r): r is GroupRoute => r.access.kind === 'group' && r.method !== 'HEAD',
  );

const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** A request to `route` about group `groupId`, with the group where the route looks for it. */
function callAbout(route: GroupRoute, groupId: string, headers: Record<string, string>) {
  const { in: where, key } = route.access.groupFrom;
  const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
    where === 'params' && name === key ? groupId : ANY_ID,
  );
  return t.app.inject({
    method: route.method as 'GET',
    url: where === 'query' ? `${url}?${key}=${groupId}` : url,
    headers: { ...headers, ...(where === 'header' ? { [key.toLowerCase()]: groupId } : {}) },
    ...(route.method === 'GET' || route.method === 'DELETE'
      ? {}
      : { payload: where === 'body' ? { [key]: groupId } : {} }),
  });
}

function expectRefusedWithoutData(res: LightMyRequestResponse, what: string) {
  expect([403, 404], `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  const body = res.json() as Record<string, unknown>;
  expect(
    Object.keys(body).every((k) => k === 'message' || k === 'code'),
    what,
  ).toBe(true);
  expect(res.body, what).not.toContain(schoolA.name);
}

describe('cross-tenant access to every group route', () => {
  it('finds the group routes', () => {
    const urls = groupRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /rest/academic/session/all');
  });

  it("lets the institute's own admin past the guard (the suite's control)", async () => {
    for (const route of groupRoutes()) {
      for (const target of targets) {
        const res = await callAbout(route, target.id, as(ownAdmin));
        const what = `${route.method} ${route.url} on A's ${target.name}`;
        expect([401, 403], `${what}: ${res.body}`).not.toContain(res.statusCode);
        expect(res.body, what).not.toContain(ACCESS_MESSAGES.groupNotFound);
      }
    }
  });

  it('refuses a member of another institute', async () => {
    for (const route of groupRoutes()) {
      for (const target of targets) {
        const what = `${route.method} ${route.url} on A's ${target.name} as B's admin`;
        expectRefusedWithoutData(await callAbout(route, target.id, as(foreignAdmin)), what);
        const selected = await callAbout(
          route,
          target.id,
          as(foreignAdmin, { institute: schoolB.id, session: schoolB.session.id }),
        );
        expect(selected.statusCode, `${what} (B selected)`).toBe(404);
        expectRefusedWithoutData(selected, `${what} (B selected)`);
      }
    }
  });

  it('refuses a member of the institute whose role lacks the action', async () => {
    for (const route of groupRoutes()) {
      for (const target of targets) {
        const what = `${route.method} ${route.url} on A's ${target.name} without the action`;
        const res = await callAbout(
          route,
          target.id,
          as(withoutActions, { institute: schoolA.id }),
        );
        expect(res.statusCode, what).toBe(403);
        expectRefusedWithoutData(res, what);
      }
    }
  });

  it('refuses an unverified admin every action that is not a default one', async () => {
    for (const route of groupRoutes()) {
      if (['getGroup', 'getAcademicSession'].includes(route.access.action)) continue;
      const res = await callAbout(route, schoolA.id, as(unverifiedAdmin));
      expectRefusedWithoutData(res, `${route.method} ${route.url} unverified`);
    }
  });

  it('refuses a call whose group is missing or not an id', async () => {
    for (const route of groupRoutes()) {
      for (const bad of ['', 'not-an-id']) {
        const res = await callAbout(route, bad, as(ownAdmin));
        expect([400, 403, 404], `${route.method} ${route.url} group '${bad}'`).toContain(
          res.statusCode,
        );
      }
    }
  });
});
