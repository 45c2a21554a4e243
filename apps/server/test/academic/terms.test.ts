import { DATE_MESSAGES, SESSION_MESSAGES, TERM_MESSAGES } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;

async function school() {
  const institute = await createInstitute(t);
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  return { institute, admin };
}

const term1 = { name: 'Term 1', startDate: '01/04/2026', endDate: '30/09/2026' };
const term2 = { name: 'Term 2', startDate: '01/10/2026', endDate: '31/03/2027' };

const addTerm = (p: TestProfile, institute: TestInstitute, body: object, groupId = institute.id) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/terms?groupId=${groupId}`,
    headers: as(p),
    payload: { sessionId: institute.session.id, ...body },
  });
const termsOf = (p: TestProfile, groupId: string, sessionId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/rest/terms?groupId=${groupId}&sessionId=${sessionId}`,
    headers: as(p),
  });

describe('academic terms', () => {
  it('adds terms inside the session and lists them in date order, audited', async () => {
    const { institute, admin } = await school();
    expect((await addTerm(admin, institute, term2)).statusCode).toBe(201);
    const res = await addTerm(admin, institute, term1);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...term1, sessionId: institute.session.id });
    const listed = await termsOf(admin, institute.id, institute.session.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((x: { name: string }) => x.name)).toEqual(['Term 1', 'Term 2']);
    const rows = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.instituteId, institute.id), eq(auditEvents.action, 'term.created')),
      );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorAccountId: admin.accountId, ip: '127.0.0.1' });
  });

  it('lets a teacher and a student of a class read the terms, but not change them', async () => {
    const { institute, admin } = await school();
    await addTerm(admin, institute, term1);
    const klass = await createClass(t, institute, 'Class 1');
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    const student = await createMember(t, klass, 'STUDENT', { institute });
    expect((await termsOf(teacher, institute.id, institute.session.id)).json()).toHaveLength(1);
    expect((await termsOf(student, klass.id, institute.session.id)).json()).toHaveLength(1);
    expect((await addTerm(teacher, institute, term2)).statusCode).toBe(403);
  });

  it('refuses dates outside the session (400) and overlapping or same-named terms (409)', async () => {
    const { institute, admin } = await school();
    await addTerm(admin, institute, term1);
    const outside = await addTerm(admin, institute, { ...term2, endDate: '30/04/2027' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(
      TERM_MESSAGES.outsideSession('2026-27', '01/04/2026', '31/03/2027'),
    );
    const before = await addTerm(admin, institute, { ...term2, startDate: '31/03/2026' });
    expect(before.statusCode).toBe(400);
    const overlap = await addTerm(admin, institute, { ...term2, startDate: '30/09/2026' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(TERM_MESSAGES.overlap('Term 1'));
    const sameName = await addTerm(admin, institute, { ...term2, name: 'term 1' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(TERM_MESSAGES.duplicateName('Term 1'));
  });

  it('refuses bad and hostile input with the schema messages', async () => {
    const { institute, admin } = await school();
    const cases: [object, string][] = [
      [{ ...term1, startDate: '2026-04-01' }, DATE_MESSAGES.format('Start date')],
      [{ ...term1, endDate: '31/09/2026' }, DATE_MESSAGES.format('End date')],
      [{ ...term1, endDate: '01/04/2026' }, DATE_MESSAGES.endAfterStart],
      [{ ...term1, name: '<script>'.repeat(20) }, TERM_MESSAGES.nameTooLong],
      [{ ...term1, sessionId: 'not-a-session' }, TERM_MESSAGES.session],
    ];
    for (const [body, message] of cases) {
      const res = await addTerm(admin, institute, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noSession = await t.app.inject({
      method: 'GET',
      url: `/rest/terms?groupId=${institute.id}&sessionId=x`,
      headers: as(admin),
    });
    expect(noSession.statusCode).toBe(400);
  });

  it('changes and deletes a term, audited', async () => {
    const { institute, admin } = await school();
    const first = (await addTerm(admin, institute, term1)).json() as { id: string };
    await addTerm(admin, institute, term2);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/rest/terms/${first.id}?groupId=${institute.id}`,
      headers: as(admin),
      payload: { name: 'Half-yearly', startDate: '01/04/2026', endDate: '15/09/2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Half-yearly', endDate: '15/09/2026' });
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/rest/terms/${first.id}?groupId=${institute.id}`,
      headers: as(admin),
      payload: { name: 'Half-yearly', startDate: '01/04/2026', endDate: '15/10/2026' },
    });
    expect(clash.statusCode).toBe(409);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/rest/terms/${first.id}?groupId=${institute.id}`,
      headers: as(admin),
    });
    expect(gone.statusCode).toBe(204);
    const left = (await termsOf(admin, institute.id, institute.session.id)).json();
    expect(left.map((x: { name: string }) => x.name)).toEqual(['Term 2']);
    const actions = (
      await db().select().from(auditEvents).where(eq(auditEvents.instituteId, institute.id))
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['term.updated', 'term.deleted']));
  });

  it("answers 404 for another institute's session or term", async () => {
    const a = await school();
    const b = await school();
    const termA = (await addTerm(a.admin, a.institute, term1)).json() as { id: string };
    const readOther = await termsOf(b.admin, b.institute.id, a.institute.session.id);
    expect(readOther.statusCode).toBe(404);
    expect(readOther.json().message).toBe(SESSION_MESSAGES.notFound);
    const addToOther = await t.app.inject({
      method: 'POST',
      url: `/rest/terms?groupId=${b.institute.id}`,
      headers: as(b.admin),
      payload: { ...term2, sessionId: a.institute.session.id },
    });
    expect(addToOther.statusCode).toBe(404);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/rest/terms/${termA.id}?groupId=${b.institute.id}`,
        headers: as(b.admin),
        ...(method === 'PUT' ? { payload: term1 } : {}),
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe(TERM_MESSAGES.notFound);
    }
    expect((await termsOf(a.admin, a.institute.id, a.institute.session.id)).json()).toHaveLength(1);
  });

  it('keeps terms inside their session when the session changes, and the session while terms use it', async () => {
    const { institute, admin } = await school();
    await addTerm(admin, institute, term2);
    const shrink = await t.app.inject({
      method: 'PUT',
      url: `/rest/academic/session/${institute.session.id}?groupId=${institute.id}`,
      headers: as(admin),
      payload: { name: '2026-27', startDate: '01/04/2026', endDate: '28/02/2027' },
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe(SESSION_MESSAGES.termsOutside);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: `/rest/academic/session?groupId=${institute.id}`,
        headers: as(admin),
        payload: { name: '2027-28', startDate: '01/04/2027', endDate: '31/03/2028' },
      })
    ).json() as { id: string };
    await t.app.inject({
      method: 'POST',
      url: `/rest/academic/session/${other.id}/activate?groupId=${institute.id}`,
      headers: as(admin),
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/rest/academic/session/${institute.session.id}?groupId=${institute.id}`,
      headers: as(admin),
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(SESSION_MESSAGES.inUse);
  });
});
