import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { addMember, MEMBERSHIP_MESSAGES } from '../../src/modules/groups/index.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createProfile,
  type TestProfile,
} from '../support/factories.js';

const t = useTestApp();

const db = () => t.app.deps.database.db;
const auditOf = (p: TestProfile, groupId: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/rest/audit?groupId=${groupId}${query}`,
    headers: as(p),
  });

describe('audit log', () => {
  it('records institute creation and memberships with the clock of the change', async () => {
    const school = await createInstitute(t);
    t.clock.advance(60_000);
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN', { institute: school });
    await createClass(t, school, 'Class 1');
    const rows = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.instituteId, school.id));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'class.created',
      'institute.created',
      'membership.added',
    ]);
    const added = rows.find((r) => r.action === 'membership.added');
    expect(added).toMatchObject({ targetType: 'profile', targetId: admin.profileId });
    expect(added?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('writes no audit row when the change fails', async () => {
    const school = await createInstitute(t);
    const profile = await createProfile(t);
    const input = {
      profileId: profile.profileId,
      groupId: school.id,
      roleId: school.roles.TEACHER.id,
    };
    await addMember(t.app.ctx, null, input);
    await expect(addMember(t.app.ctx, null, input)).rejects.toThrow(
      MEMBERSHIP_MESSAGES.alreadyMember,
    );
    const rows = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'membership.added'));
    expect(rows).toHaveLength(1);
  });

  it("shows an institute's admin its events, newest first, with paging", async () => {
    const school = await createInstitute(t);
    t.clock.advance(1_000);
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN', { institute: school });
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(1_000);
      await createMember(t, school, 'TEACHER', { institute: school });
    }
    const first = await auditOf(admin, school.id, '&page=0&size=2');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ page: 0, size: 2, total: 5 });
    expect(page.items).toHaveLength(2);
    const times = page.items.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const last = (await auditOf(admin, school.id, '&page=2&size=2')).json();
    expect(last.items).toHaveLength(1);
    expect(last.items[0].action).toBe('institute.created');
  });

  it("keeps one institute's log from another institute's admin", async () => {
    const school = await createInstitute(t);
    const other = await createInstitute(t);
    const foreignAdmin = await createMember(t, other, 'INSTITUTE_ADMIN', { institute: other });
    const teacher = await createMember(t, school, 'TEACHER', { institute: school });
    for (const res of [await auditOf(foreignAdmin, school.id), await auditOf(teacher, school.id)]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('membership.added');
    }
    const ownOnly = (await auditOf(foreignAdmin, other.id)).json();
    expect(ownOnly.items.every((e: { instituteId: string }) => e.instituteId === other.id)).toBe(
      true,
    );
  });

  it("records a profile's default changes with the caller's address, and shows them as its own", async () => {
    const school = await createInstitute(t);
    const classGroup = await createClass(t, school);
    const student = await createMember(t, classGroup, 'STUDENT');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/rest/profile/default-class',
      headers: as(student),
      payload: { groupId: classGroup.id },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/rest/audit/mine',
      headers: as(student),
    });
    expect(mine.statusCode).toBe(200);
    // Only the caller's own doings: not the institute's creation or the system's membership.
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        action: 'profile.defaultClassChanged',
        actorAccountId: student.accountId,
        actorProfileId: student.profileId,
        instituteId: school.id,
        ip: '203.0.113.7',
      }),
    ]);
  });
});
