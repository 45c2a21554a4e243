import { ADMISSION_API, AUDIT_SYSTEM_ACTOR, type AuditEvent } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/modules/audit/record.js';
import { admissionSchool, pendingApplication, staffCall } from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createProfile,
} from '../support/factories.js';

// The audit list names who did what to whom: actor and target names come with each event.
const t = useTestApp();

const db = () => t.app.deps.database.db;
const q = (groupId: string) => `?groupId=${groupId}`;

async function auditOf(who: Parameters<typeof as>[0], instituteId: string): Promise<AuditEvent[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/rest/audit?groupId=${instituteId}&size=100`,
    headers: as(who),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

const named = (e: AuditEvent) => ({
  action: e.action,
  actorName: e.actorName,
  targetName: e.targetName,
  groupName: e.groupName,
});

describe('audit names', () => {
  it('names the applicant, the class, the deciding admin and the new student', async () => {
    const s = await admissionSchool(t, 'Sunrise School');
    const admin = await createMember(t, s.institute, 'INSTITUTE_ADMIN', {
      institute: s.institute,
      firstName: 'Anita',
    });
    const id = await pendingApplication(t, s, { email: 'kavya.menon@example.com' });
    t.clock.advance(1_000);
    const res = await staffCall(
      t,
      admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);

    const events = (await auditOf(admin, s.institute.id)).map(named);
    expect(events).toContainEqual({
      action: 'admission.applied',
      actorName: AUDIT_SYSTEM_ACTOR,
      targetName: 'Kavya Menon',
      groupName: s.open.name,
    });
    expect(events).toContainEqual({
      action: 'admission.accepted',
      actorName: 'Anita Test',
      targetName: 'Kavya Menon',
      groupName: s.open.name,
    });
    expect(events).toContainEqual({
      action: 'membership.added',
      actorName: 'Anita Test',
      targetName: 'Kavya Menon',
      groupName: s.open.name,
    });
  });

  it('names roles and classes, and keeps the recorded name of a deleted one', async () => {
    const institute = await createInstitute(t, { name: 'Hill View School' });
    const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', {
      institute,
      firstName: 'Meena',
    });
    const role = await t.app.inject({
      method: 'POST',
      url: `/rest/roles${q(institute.id)}`,
      headers: as(admin),
      payload: { name: 'Coordinator', permissions: ['getGroup'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const klass = await createClass(t, institute, 'Class 4 C');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/rest/groups/${institute.id}/classes/${klass.id}`,
      headers: as(admin),
    });
    expect(removed.statusCode, removed.body).toBe(204);

    const events = (await auditOf(admin, institute.id)).map(named);
    expect(events).toContainEqual({
      action: 'role.created',
      actorName: 'Meena Test',
      targetName: 'Coordinator',
      groupName: null,
    });
    // The class is gone; its name stays as the event recorded it.
    expect(events).toContainEqual({
      action: 'class.deleted',
      actorName: 'Meena Test',
      targetName: 'Class 4 C',
      groupName: null,
    });
    expect(events).toContainEqual({
      action: 'institute.created',
      actorName: AUDIT_SYSTEM_ACTOR,
      targetName: 'Hill View School',
      groupName: null,
    });
  });

  it("falls back to the username, reads odd ids safely and never shows another institute's names", async () => {
    const school = await createInstitute(t, { name: 'Lake School' });
    const other = await createInstitute(t, { name: 'Secret School' });
    const foreignClass = await createClass(t, other, 'Hidden Class');
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN', { institute: school });
    const noProfile = await createProfile(t);
    const caller = { accountId: noProfile.accountId, profileId: null, ip: '198.51.100.4' };
    t.clock.advance(1_000);
    await recordAudit(db(), t.app.ctx, caller, {
      instituteId: school.id,
      action: 'class.updated',
      targetType: 'group',
      targetId: foreignClass.id,
      // Not the shape class.updated records: rows of other shapes must read safely too.
      detail: { groupId: foreignClass.id, from: 'A', to: 'B' } as never,
    });
    t.clock.advance(1_000);
    await recordAudit(db(), t.app.ctx, caller, {
      instituteId: school.id,
      action: 'role.deleted',
      targetType: 'role',
      targetId: 'not-a-uuid',
      detail: { name: 'Old role' } as never,
    });

    const [deleted, updated] = await auditOf(admin, school.id);
    expect(deleted).toMatchObject({
      action: 'role.deleted',
      actorName: expect.stringMatching(/^member_\d+$/),
      targetName: 'Old role',
    });
    expect(updated).toMatchObject({ action: 'class.updated', targetName: null, groupName: null });
    expect(JSON.stringify([deleted, updated])).not.toContain('Hidden Class');
  });
});
