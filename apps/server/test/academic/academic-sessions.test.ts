import { describe, expect, it } from 'vitest';
import { insertSession } from '../../src/modules/academic/index.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  type TestProfile,
} from '../support/factories.js';

const t = useTestApp();

const sessionsOf = (groupId: string, member: TestProfile) =>
  t.app.inject({
    method: 'GET',
    url: `/rest/academic/session/all?groupId=${groupId}`,
    headers: as(member),
  });

describe('GET /rest/academic/session/all', () => {
  it('lists the institute sessions newest first, dates dd/mm/yyyy, activeStatus as text', async () => {
    const school = await createInstitute(t, {
      session: { name: '2025-26', startDate: '2025-04-01', endDate: '2026-03-31' },
    });
    const db = t.app.deps.database.db;
    await insertSession(db, {
      instituteId: school.id,
      name: '2024-25',
      startDate: '2024-04-01',
      endDate: '2025-03-31',
    });
    await insertSession(db, {
      instituteId: school.id,
      name: '2026-27',
      startDate: '2026-04-01',
      endDate: '2027-03-31',
    });
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN');
    const res = await sessionsOf(school.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.map((s: { name: string }) => s.name)).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(body[1]).toEqual({
      id: school.session.id,
      name: '2025-26',
      startDate: '01/04/2025',
      endDate: '31/03/2026',
      activeStatus: 'true',
    });
    expect(body[0].activeStatus).toBe('false');
    expect(Object.keys(body[0]).sort()).toEqual([
      'activeStatus',
      'endDate',
      'id',
      'name',
      'startDate',
    ]);
  });

  it("answers a class's groupId with its institute's sessions", async () => {
    const school = await createInstitute(t);
    const classA = await createClass(t, school);
    const student = await createMember(t, classA, 'STUDENT');
    const res = await sessionsOf(classA.id, student);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: string }) => s.id)).toEqual([school.session.id]);
  });

  it("never lists another institute's sessions", async () => {
    const school = await createInstitute(t);
    const other = await createInstitute(t);
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN');
    const res = await sessionsOf(other.id, admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const selected = await t.app.inject({
      method: 'GET',
      url: `/rest/academic/session/all?groupId=${other.id}`,
      headers: as(admin, { institute: school.id }),
    });
    expect(selected.statusCode).toBe(404);
  });

  it('answers 404 for a group that does not exist and 401 without a session', async () => {
    const school = await createInstitute(t);
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN');
    expect((await sessionsOf('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/rest/academic/session/all?groupId=${school.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
