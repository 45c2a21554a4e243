import { DATE_MESSAGES, SESSION_MESSAGES } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, groups } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createRole,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;

const next = { name: '2027-28', startDate: '01/04/2027', endDate: '31/03/2028' };

async function school() {
  const institute = await createInstitute(t);
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  return { institute, admin };
}

const create = (p: TestProfile, groupId: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/academic/session?groupId=${groupId}`,
    headers: as(p),
    payload: body as object,
  });
const list = async (p: TestProfile, groupId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/rest/academic/session/all?groupId=${groupId}`,
      headers: as(p),
    })
  ).json() as { id: string; name: string; activeStatus: string }[];
const auditActions = async (instituteId: string) =>
  (await db().select().from(auditEvents).where(eq(auditEvents.instituteId, instituteId))).map(
    (r) => r.action,
  );

describe('adding a session', () => {
  it('adds an inactive session with dd/mm/yyyy dates, audited with actor and address', async () => {
    const { institute, admin } = await school();
    const res = await create(admin, institute.id, next);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...next, activeStatus: 'false' });
    const names = (await list(admin, institute.id)).map((s) => s.name);
    expect(names).toEqual(['2027-28', '2026-27']);
    const [row] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.instituteId, institute.id), eq(auditEvents.action, 'session.created')),
      );
    expect(row).toMatchObject({
      actorAccountId: admin.accountId,
      actorProfileId: admin.profileId,
      targetId: res.json().id,
      ip: '127.0.0.1',
    });
  });

  it('refuses bad and hostile dates and names with clear messages', async () => {
    const { institute, admin } = await school();
    const cases: [unknown, string][] = [
      [{ ...next, startDate: '31/02/2027' }, DATE_MESSAGES.format('Start date')],
      [{ ...next, endDate: '2028-03-31' }, DATE_MESSAGES.format('End date')],
      [{ ...next, endDate: '01/04/2027' }, DATE_MESSAGES.endAfterStart],
      [{ ...next, endDate: '01/01/2027' }, DATE_MESSAGES.endAfterStart],
      [{ ...next, name: '' }, SESSION_MESSAGES.name],
      [{ ...next, name: 'x'.repeat(500) }, SESSION_MESSAGES.nameTooLong],
      [
        { ...next, startDate: "01/04/2027'; drop table groups;--" },
        DATE_MESSAGES.format('Start date'),
      ],
      [{ ...next, startDate: { $gt: '' } }, DATE_MESSAGES.required('Start date')],
    ];
    for (const [body, message] of cases) {
      const res = await create(admin, institute.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await list(admin, institute.id)).toHaveLength(1);
  });

  it('refuses overlapping dates and a name already used (409)', async () => {
    const { institute, admin } = await school();
    const overlap = await create(admin, institute.id, {
      name: '2026-27 B',
      startDate: '01/01/2027',
      endDate: '31/12/2027',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(SESSION_MESSAGES.overlap('2026-27'));
    const sameName = await create(admin, institute.id, { ...next, name: '2026-27' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(SESSION_MESSAGES.duplicateName('2026-27'));
    // Touching ends do not overlap: 31/03/2027 then 01/04/2027.
    expect((await create(admin, institute.id, next)).statusCode).toBe(201);
  });

  it('lets another institute overlap freely', async () => {
    const a = await school();
    const b = await school();
    expect((await create(a.admin, a.institute.id, next)).statusCode).toBe(201);
    expect((await create(b.admin, b.institute.id, next)).statusCode).toBe(201);
  });

  it('refuses a profile without manageAcademicSession (403) and another institute (404)', async () => {
    const { institute } = await school();
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    expect((await create(teacher, institute.id, next)).statusCode).toBe(403);
    const reader = await createMember(
      t,
      institute,
      await createRole(t, institute, ['getAcademicSession']),
    );
    expect((await create(reader, institute.id, next)).statusCode).toBe(403);
    const other = await school();
    const foreign = await create(other.admin, institute.id, next);
    expect([403, 404]).toContain(foreign.statusCode);
    const selected = await t.app.inject({
      method: 'POST',
      url: `/rest/academic/session?groupId=${institute.id}`,
      headers: as(other.admin, { institute: other.institute.id }),
      payload: next,
    });
    expect(selected.statusCode).toBe(404);
    expect(await list(other.admin, other.institute.id)).toHaveLength(1);
  });

  it('wants the institute itself, not one of its classes', async () => {
    const { institute, admin } = await school();
    const klass = await createClass(t, institute, 'Class 1');
    const res = await create(admin, klass.id, next);
    expect(res.statusCode).toBe(404);
  });
});

describe('changing, activating and deleting a session', () => {
  async function withSecond() {
    const s = await school();
    const second = (await create(s.admin, s.institute.id, next)).json() as { id: string };
    return { ...s, second };
  }
  const call = (
    method: 'PUT' | 'POST' | 'DELETE',
    p: TestProfile,
    institute: TestInstitute,
    path: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/rest/academic/session/${path}?groupId=${institute.id}`,
      headers: as(p),
      ...(payload ? { payload } : {}),
    });

  it('renames and moves a session, keeping it clear of the others', async () => {
    const { institute, admin, second } = await withSecond();
    const res = await call('PUT', admin, institute, second.id, {
      name: '2027-2028',
      startDate: '01/06/2027',
      endDate: '31/05/2028',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: '2027-2028', startDate: '01/06/2027' });
    const clash = await call('PUT', admin, institute, second.id, {
      name: '2027-2028',
      startDate: '01/03/2027',
      endDate: '31/05/2028',
    });
    expect(clash.statusCode).toBe(409);
    const sameName = await call('PUT', admin, institute, second.id, { ...next, name: '2026-27' });
    expect(sameName.statusCode).toBe(409);
    // Its own name and dates again are fine.
    expect(
      (
        await call('PUT', admin, institute, institute.session.id, {
          name: '2026-27',
          startDate: '01/04/2026',
          endDate: '31/03/2027',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps exactly one active session, on the sessions and on the institute', async () => {
    const { institute, admin, second } = await withSecond();
    const res = await call('POST', admin, institute, `${second.id}/activate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().activeStatus).toBe('true');
    const sessions = await list(admin, institute.id);
    expect(sessions.filter((s) => s.activeStatus === 'true').map((s) => s.id)).toEqual([second.id]);
    const [row] = await db().select().from(groups).where(eq(groups.id, institute.id));
    expect(row?.activeSessionId).toBe(second.id);
    expect(await auditActions(institute.id)).toContain('session.activated');
  });

  it('refuses to delete the active session or one in use, and deletes an unused one', async () => {
    const { institute, admin, second } = await withSecond();
    const active = await call('DELETE', admin, institute, institute.session.id);
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(SESSION_MESSAGES.active);

    await call('POST', admin, institute, `${second.id}/activate`);
    // The first session now has the class membership of a student: in use.
    const klass = await createClass(t, institute, 'Class 1');
    await t.app.inject({
      method: 'POST',
      url: `/rest/academic/session/${institute.session.id}/activate?groupId=${institute.id}`,
      headers: as(admin),
    });
    await createMember(t, klass, 'STUDENT', { institute });
    await call('POST', admin, institute, `${second.id}/activate`);
    const inUse = await call('DELETE', admin, institute, institute.session.id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(SESSION_MESSAGES.inUse);

    const third = (
      await create(admin, institute.id, {
        name: '2028-29',
        startDate: '01/04/2028',
        endDate: '31/03/2029',
      })
    ).json() as { id: string };
    const gone = await call('DELETE', admin, institute, third.id);
    expect(gone.statusCode).toBe(204);
    expect((await list(admin, institute.id)).map((s) => s.id)).not.toContain(third.id);
    expect(await auditActions(institute.id)).toContain('session.deleted');
  });

  it("answers 404 for another institute's session", async () => {
    const a = await withSecond();
    const b = await school();
    for (const [method, path, payload] of [
      ['PUT', a.second.id, next],
      ['POST', `${a.second.id}/activate`, undefined],
      ['DELETE', a.second.id, undefined],
    ] as const) {
      const res = await call(method, b.admin, b.institute, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().message).toBe(SESSION_MESSAGES.notFound);
    }
    const [row] = await db().select().from(groups).where(eq(groups.id, a.institute.id));
    expect(row?.activeSessionId).toBe(a.institute.session.id);
  });
});
