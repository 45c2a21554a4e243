import { GROUP_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { admissionApplications } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { as, createClass, createMember, createRole } from '../support/factories.js';
import { auditRows, call, schoolWithAdmin } from '../support/groups-helpers.js';

const t = useTestApp();

describe('GET /rest/groups/mine', () => {
  it("lists the acting profile's groups, institutes first, with names, types and roles", async () => {
    const { institute } = await schoolWithAdmin(t, 'Sunrise School');
    const classB = await createClass(t, institute, 'Class 2 B');
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    await createMember(t, classB, 'TEACHER', { institute, profile: teacher });
    const res = await t.app.inject({
      method: 'GET',
      url: '/rest/groups/mine',
      headers: as(teacher),
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: string; name: string; type: string; roleName: string }[];
    expect(rows.map((r) => [r.name, r.type, r.roleName])).toEqual([
      ['Sunrise School', 'INSTITUTE', 'Teacher'],
      ['Class 2 B', 'CLASS', 'Teacher'],
    ]);
    expect(rows[1]).toMatchObject({ superGroupId: institute.id, sessionId: institute.session.id });
  });

  it('is empty for a profile without groups and refuses the signed-out', async () => {
    const { admin } = await schoolWithAdmin(t);
    const other = await createMember(t, (await schoolWithAdmin(t)).institute, 'TEACHER');
    expect(other).toBeTruthy();
    const res = await t.app.inject({ method: 'GET', url: '/rest/groups/mine', headers: as(admin) });
    expect((res.json() as unknown[]).length).toBe(1);
    const out = await t.app.inject({ method: 'GET', url: '/rest/groups/mine' });
    expect(out.statusCode).toBe(401);
  });
});

describe('GET /rest/groups/:groupId', () => {
  it('shows an institute with counts, active session and setup state', async () => {
    const { institute, admin } = await schoolWithAdmin(t, 'Lotus Academy');
    await createClass(t, institute, 'Class 1 A');
    await createClass(t, institute, 'Class 1 B');
    const res = await call(t, admin, 'GET', `/rest/groups/${institute.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Lotus Academy',
      type: 'INSTITUTE',
      instituteName: 'Lotus Academy',
      verified: false,
      setupCompletedAt: null,
      activeSession: { id: institute.session.id, name: '2026-27' },
      counts: { classes: 2, members: 1 },
    });
  });

  it('shows a class with its institute to a class member', async () => {
    const { institute } = await schoolWithAdmin(t, 'Lotus Academy');
    const cls = await createClass(t, institute, 'Class 3 A');
    const student = await createMember(t, cls, 'STUDENT', { institute });
    const res = await call(t, student, 'GET', `/rest/groups/${cls.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Class 3 A',
      type: 'CLASS',
      instituteId: institute.id,
      instituteName: 'Lotus Academy',
      counts: { classes: 0, members: 1 },
    });
  });

  it("refuses another institute's admin", async () => {
    const { institute } = await schoolWithAdmin(t);
    const { admin: foreign } = await schoolWithAdmin(t);
    const res = await call(t, foreign, 'GET', `/rest/groups/${institute.id}`);
    expect([403, 404]).toContain(res.statusCode);
  });
});

describe('classes of an institute', () => {
  it('creates one class per section, named level and section, audited', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const res = await call(t, admin, 'POST', `/rest/groups/${institute.id}/classes`, {
      level: ' Class 5 ',
      sections: ['a', 'B'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { name: string }[]).map((c) => c.name)).toEqual([
      'Class 5 A',
      'Class 5 B',
    ]);
    const list = await call(t, admin, 'GET', `/rest/groups/${institute.id}/classes`);
    expect(list.json()).toEqual([
      expect.objectContaining({
        name: 'Class 5 A',
        level: 'Class 5',
        section: 'A',
        memberCount: 0,
      }),
      expect.objectContaining({ name: 'Class 5 B', level: 'Class 5', section: 'B' }),
    ]);
    const rows = await auditRows(t, institute, 'class.created');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorProfileId: admin.profileId, ip: '127.0.0.1' });
  });

  it('creates one class without a section when none are given', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const res = await call(t, admin, 'POST', `/rest/groups/${institute.id}/classes`, {
      level: 'Nursery',
      sections: [],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([expect.objectContaining({ name: 'Nursery', section: null })]);
  });

  it('refuses a duplicate name with 409 and creates none of the batch', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    await call(t, admin, 'POST', `/rest/groups/${institute.id}/classes`, {
      level: 'Class 5',
      sections: ['B'],
    });
    const res = await call(t, admin, 'POST', `/rest/groups/${institute.id}/classes`, {
      level: 'class 5',
      sections: ['A', 'B'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GROUP_MESSAGES.duplicateClass('class 5 B'));
    const list = await call(t, admin, 'GET', `/rest/groups/${institute.id}/classes`);
    expect(list.json()).toHaveLength(1);
  });

  it('refuses hostile input with 400', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    for (const body of [
      {},
      { level: '', sections: [] },
      { level: 'x'.repeat(200), sections: [] },
      { level: 'Class 1', sections: ['A', 'a'] },
      { level: 'Class 1', sections: ['<script>'] },
      { level: 'Class 1', sections: 'A' },
      { level: 'Class 1', sections: [], extra: true },
    ]) {
      const res = await call(t, admin, 'POST', `/rest/groups/${institute.id}/classes`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('renames a class, refuses a taken name, and asks for an institute', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const [a, b] = (
      await call(t, admin, 'POST', `/rest/groups/${institute.id}/classes`, {
        level: 'Class 6',
        sections: ['A', 'B'],
      })
    ).json() as { id: string }[];
    const url = `/rest/groups/${institute.id}/classes/${a?.id}`;
    const res = await call(t, admin, 'PUT', url, { level: 'Class 7', section: 'C' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Class 7 C', level: 'Class 7', section: 'C' });
    expect(await auditRows(t, institute, 'class.updated')).toHaveLength(1);
    const clash = await call(t, admin, 'PUT', url, { level: 'Class 6', section: 'B' });
    expect(clash.statusCode).toBe(409);
    const noSection = await call(t, admin, 'PUT', url, { level: 'Class 7', section: null });
    expect(noSection.json()).toMatchObject({ name: 'Class 7', section: null });
    // A class where the institute is wanted names no institute: 404, as everywhere.
    const viaClass = await call(t, admin, 'PUT', `/rest/groups/${b?.id}/classes/${a?.id}`, {
      level: 'Class 8',
    });
    expect(viaClass.statusCode).toBe(404);
    expect(viaClass.json().message).toBe(GROUP_MESSAGES.instituteNotFound);
  });

  it('deletes an empty class and refuses one with members (409)', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const empty = await createClass(t, institute, 'Class 9 A');
    const full = await createClass(t, institute, 'Class 9 B');
    await createMember(t, full, 'STUDENT', { institute });
    const refused = await call(
      t,
      admin,
      'DELETE',
      `/rest/groups/${institute.id}/classes/${full.id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GROUP_MESSAGES.classHasMembers('Class 9 B', 1));
    const list = await call(t, admin, 'GET', `/rest/groups/${institute.id}/classes`);
    expect(list.json()).toEqual([
      expect.objectContaining({ name: 'Class 9 A', memberCount: 0 }),
      expect.objectContaining({ name: 'Class 9 B', memberCount: 1 }),
    ]);
    const done = await call(t, admin, 'DELETE', `/rest/groups/${institute.id}/classes/${empty.id}`);
    expect(done.statusCode).toBe(204);
    expect(await auditRows(t, institute, 'class.deleted')).toHaveLength(1);
    const again = await call(
      t,
      admin,
      'DELETE',
      `/rest/groups/${institute.id}/classes/${empty.id}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('refuses to delete a class with pending admission applications (409)', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const cls = await createClass(t, institute, 'Class 1 A', { admissionConfigSet: true });
    await t.app.deps.database.db.insert(admissionApplications).values({
      instituteId: institute.id,
      sessionId: institute.session.id,
      classId: cls.id,
      firstName: 'Kiran',
      lastName: 'Rao',
      phone: '9876543210',
      gender: 'female',
      createdAt: t.clock.now(),
    });
    const res = await call(t, admin, 'DELETE', `/rest/groups/${institute.id}/classes/${cls.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GROUP_MESSAGES.classHasApplications('Class 1 A', 1));
  });

  it("answers 404 for another institute's class and 403 without manageGroup", async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const { institute: other } = await schoolWithAdmin(t);
    const foreignClass = await createClass(t, other, 'Class 1 A');
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(
        t,
        admin,
        method,
        `/rest/groups/${institute.id}/classes/${foreignClass.id}`,
        method === 'PUT' ? { level: 'Class 2' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    const res = await call(t, teacher, 'POST', `/rest/groups/${institute.id}/classes`, {
      level: 'Class 1',
      sections: [],
    });
    expect(res.statusCode).toBe(403);
    const lister = await createMember(t, institute, await createRole(t, institute, []));
    const list = await call(t, lister, 'GET', `/rest/groups/${institute.id}/classes`);
    expect(list.statusCode).toBe(403);
  });
});
