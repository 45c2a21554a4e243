import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type GroupFrom, groupAction } from '../../src/http/access.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { TestContext } from '../support/app.js';
import { testDatabase } from '../support/database.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';
import { MemoryMailer } from '../support/memory-mailer.js';

// The guard finds the group wherever a route says it is: query, params, body or header.

let t: TestContext;
let school: TestInstitute;
let other: TestInstitute;
let teacher: TestProfile;

const SOURCES: GroupFrom[] = [
  { in: 'query', key: 'groupId' },
  { in: 'params', key: 'groupId' },
  { in: 'body', key: 'groupId' },
  { in: 'header', key: 'groupId' },
];

beforeAll(async () => {
  const clock = new ManualClock();
  const app: App = await buildApp(
    {
      config: loadConfig({ PUBLIC_URL: 'http://shala.test', LOG_LEVEL: 'silent' }),
      database: await testDatabase(),
      clock,
      mailer: new MemoryMailer(),
    },
    { logger: false },
  );
  for (const from of SOURCES) {
    const url = `/rest/test-guard/${from.in}${from.in === 'params' ? '/:groupId' : ''}`;
    app.route({
      method: from.in === 'body' ? 'POST' : 'GET',
      url,
      config: { access: groupAction('getNotice', from) },
      handler: async (request) => ({ groupId: request.groupScope?.id }),
    });
  }
  await app.ready();
  t = { app, clock, mailer: new MemoryMailer() };
  school = await createInstitute(t);
  other = await createInstitute(t);
  teacher = await createMember(t, school, 'TEACHER');
});
afterAll(async () => {
  await t.app.close();
});

function call(from: GroupFrom, groupId: string, profile = teacher) {
  const base = `/rest/test-guard/${from.in}`;
  return t.app.inject({
    method: from.in === 'body' ? 'POST' : 'GET',
    url:
      from.in === 'params'
        ? `${base}/${groupId}`
        : from.in === 'query'
          ? `${base}?groupId=${groupId}`
          : base,
    headers: { ...as(profile), ...(from.in === 'header' ? { groupid: groupId } : {}) },
    ...(from.in === 'body' ? { payload: { groupId } } : {}),
  });
}

describe('the group guard', () => {
  it('finds the group in the query, the path, the body or a header', async () => {
    const classA = await createClass(t, school);
    for (const from of SOURCES) {
      for (const id of [school.id, classA.id]) {
        const res = await call(from, id);
        expect(res.statusCode, `${from.in}: ${res.body}`).toBe(200);
        expect(res.json()).toEqual({ groupId: id });
      }
    }
  });

  it('answers 403 for another institute, a missing or malformed id; 404 for an unknown one', async () => {
    for (const from of SOURCES) {
      expect((await call(from, other.id)).statusCode, from.in).toBe(403);
      expect((await call(from, 'nope')).statusCode, from.in).toBe(403);
      expect((await call(from, '00000000-0000-4000-8000-000000000000')).statusCode, from.in).toBe(
        404,
      );
    }
  });
});
