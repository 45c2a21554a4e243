import { RECORD_TEXTS as M } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { auditRows, schoolWithAdmin } from '../support/groups-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { rcall, recordsSchool } from './records-school.js';

const t = useTestApp();
guardTenantWrites(t);

const AADHAAR = '2341 2341 2346';

describe('a student’s record (issue 25 §5)', () => {
  it('shows the family and the office the record, with guardians and siblings, and refuses another parent', async () => {
    const s = await recordsSchool(t);
    // A parent or student calls with their class (a group of the institute they belong to).
    const q = { groupId: s.klass.id, profileId: s.rohan.profileId };
    const asMother = await rcall(t, s.priya, 'GET', 'student', q);
    expect(asMother.statusCode, asMother.body).toBe(200);
    expect(asMother.json()).toMatchObject({
      fullName: expect.stringMatching(/^Rohan /),
      dateOfBirth: '15/03/2015',
      admissionNo: 'ADM-2021-014',
      className: 'Class 5 A',
      fatherName: 'Sunil Mehta',
      aadhaar: null,
      rteAdmission: false,
      transport: null,
      mayEdit: true,
      mayEditRte: false,
      mayIssueCertificates: false,
    });
    expect(asMother.json().guardians).toEqual([
      expect.objectContaining({ profileId: s.priya.profileId, relation: 'Mother' }),
    ]);
    expect(asMother.json().siblings).toEqual([
      {
        profileId: s.meera.profileId,
        name: expect.stringMatching(/^Meera /),
        className: 'Class 5 A',
      },
    ]);
    // Rohan himself, and the front office, which issues certificates but changes nothing.
    expect((await rcall(t, s.rohan, 'GET', 'student', q)).json().mayEdit).toBe(true);
    const atDesk = { ...q, groupId: s.institute.id };
    expect((await rcall(t, s.desk, 'GET', 'student', atDesk)).json()).toMatchObject({
      mayEdit: false,
      mayIssueCertificates: true,
    });
    // Another parent of the class and a teacher without the details are refused; a person of
    // no group of the institute is not found there.
    for (const [other, group] of [
      [s.kiran, s.klass.id],
      [s.teacher, s.institute.id],
    ] as const) {
      const refused = await rcall(t, other, 'GET', 'student', { ...q, groupId: group });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.refused);
      expect(refused.body).not.toContain('Sunil Mehta');
    }
    const elsewhere = await schoolWithAdmin(t, 'Other School');
    const stranger = await rcall(t, s.admin, 'GET', 'student', {
      ...atDesk,
      profileId: elsewhere.admin.profileId,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(M.notFound);
    // An institute the caller is not of is refused by the guard.
    const notMine = await rcall(t, elsewhere.admin, 'GET', 'student', q);
    expect([403, 404]).toContain(notMine.statusCode);
    const bad = await rcall(t, s.priya, 'GET', 'student', { ...q, profileId: 'nobody' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.profile);
  });

  it('keeps the Aadhaar number checked and masked; only the office marks an RTE admission', async () => {
    const s = await recordsSchool(t);
    const body = {
      groupId: s.klass.id,
      profileId: s.rohan.profileId,
      rteAdmission: false,
      allergies: 'Peanuts',
      emergencyName: 'Sunil Mehta',
      emergencyPhone: '+91 98765 43210',
    };
    const wrong = await rcall(t, s.priya, 'PUT', 'student', { ...body, aadhaar: '2341 2341 2347' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.aadhaar);
    const badPhone = await rcall(t, s.priya, 'PUT', 'student', {
      ...body,
      emergencyPhone: '12345',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe(M.phone);
    const notYesOrNo = await rcall(t, s.priya, 'PUT', 'student', {
      ...body,
      rteAdmission: 'maybe',
    });
    expect(notYesOrNo.statusCode).toBe(400);
    expect(notYesOrNo.json().message).toBe(M.rte);
    const saved = await rcall(t, s.priya, 'PUT', 'student', { ...body, aadhaar: AADHAAR });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      aadhaar: 'XXXX XXXX 2346',
      allergies: 'Peanuts',
      emergencyPhone: '9876543210',
    });
    expect(saved.body).not.toContain('234123412346');
    // Left out, the number is kept; the mother may not mark RTE, the admin may.
    const rte = await rcall(t, s.priya, 'PUT', 'student', { ...body, rteAdmission: true });
    expect(rte.statusCode).toBe(403);
    expect(rte.json().message).toBe(M.refusedRte);
    const byAdmin = await rcall(t, s.admin, 'PUT', 'student', {
      ...body,
      groupId: s.institute.id,
      rteAdmission: true,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ aadhaar: 'XXXX XXXX 2346', rteAdmission: true });
    // The front office reads it but changes nothing; another parent changes nothing.
    for (const [other, group] of [
      [s.desk, s.institute.id],
      [s.kiran, s.klass.id],
    ] as const) {
      const refused = await rcall(t, other, 'PUT', 'student', {
        ...body,
        groupId: group,
        rteAdmission: true,
      });
      expect(refused.statusCode).toBe(403);
    }
    const cleared = await rcall(t, s.priya, 'PUT', 'student', {
      ...body,
      rteAdmission: true,
      aadhaar: '',
    });
    expect(cleared.json().aadhaar).toBeNull();
    expect(await auditRows(t, s.institute, 'record.changed')).toHaveLength(3);
    const extra = await rcall(t, s.priya, 'PUT', 'student', { ...body, hacked: true });
    expect(extra.statusCode).toBe(400);
  });

  it('finds the institute’s students for the office, and no one else’s', async () => {
    const s = await recordsSchool(t);
    const found = await rcall(t, s.desk, 'GET', 'students', { groupId: s.institute.id, q: 'roh' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([
      expect.objectContaining({
        profileId: s.rohan.profileId,
        admissionNo: 'ADM-2021-014',
        className: 'Class 5 A',
      }),
    ]);
    expect(
      (
        await rcall(t, s.desk, 'GET', 'students', { groupId: s.institute.id, q: 'ADM-2021' })
      ).json(),
    ).toHaveLength(1);
    expect(
      (await rcall(t, s.desk, 'GET', 'students', { groupId: s.institute.id, q: '%' })).json(),
    ).toEqual([]);
    expect(
      (await rcall(t, s.teacher, 'GET', 'students', { groupId: s.institute.id })).statusCode,
    ).toBe(403);
    const other = await recordsSchool(t, 'Other School');
    const theirs = await rcall(t, other.desk, 'GET', 'students', { groupId: other.institute.id });
    expect(theirs.json().map((x: { profileId: string }) => x.profileId)).not.toContain(
      s.rohan.profileId,
    );
  });

  it('gathers the academic record: classes, published results, attendance and fees', async () => {
    const s = await recordsSchool(t);
    const db = t.app.deps.database.db;
    const { attendanceRecords } = await import('../../src/db/schema/index.js');
    const mark = (day: string, status: string) => ({
      instituteId: s.institute.id,
      classId: s.klass.id,
      profileId: s.rohan.profileId,
      day,
      status,
      markedAt: t.clock.now(),
    });
    await db
      .insert(attendanceRecords)
      .values([mark('2026-05-28', 'P'), mark('2026-05-29', 'P'), mark('2026-06-01', 'A')]);
    const res = await rcall(t, s.priya, 'GET', 'academic', {
      groupId: s.klass.id,
      profileId: s.rohan.profileId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      hasPhoto: false,
      classes: [{ className: 'Class 5 A' }],
      exams: [],
      attendance: { marked: 3, present: 2, absent: 1, percent: 66.7, to: '2026-06-01' },
      fees: { total: 0, paid: 0, due: 0, overdue: 0, nextDueDay: null },
    });
    const { userProfiles } = await import('../../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await db
      .update(userProfiles)
      .set({ photoLocation: 'photos/rohan.jpg' })
      .where(eq(userProfiles.id, s.rohan.profileId));
    const withPhoto = await rcall(t, s.priya, 'GET', 'academic', {
      groupId: s.klass.id,
      profileId: s.rohan.profileId,
    });
    expect(withPhoto.json()).toMatchObject({ hasPhoto: true });
    const refused = await rcall(t, s.kiran, 'GET', 'academic', {
      groupId: s.klass.id,
      profileId: s.rohan.profileId,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows a staff member their own record, without a class or certificates', async () => {
    const s = await recordsSchool(t);
    const own = await rcall(t, s.teacher, 'GET', 'student', {
      groupId: s.institute.id,
      profileId: s.teacher.profileId,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      className: null,
      mayEdit: true,
      siblings: [],
      mayIssueCertificates: false,
    });
  });
});
