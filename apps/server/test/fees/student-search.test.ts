import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { as, createClass, createMember } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { assigned, createdStructure, feeCall, feeSchool } from './fee-school.js';

// Collect fees finds a student from anywhere (issue 22 item 5): by name, admission number or
// phone (a parent's too) across the institute's classes, with the class and the dues.

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

async function setProfile(profileId: string, set: { registrationNo?: string; phone?: string }) {
  await db().update(userProfiles).set(set).where(eq(userProfiles.id, profileId));
}

describe('GET fee/students', () => {
  it('finds a student of any class by admission number, with class and dues', async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s, { lateFeePaise: 0 });
    await assigned(t, s, structure.id);
    const lkg = await createClass(t, s.institute, 'LKG A');
    const tara = await createMember(t, lkg, 'STUDENT', {
      institute: s.institute,
      firstName: 'Tara',
    });
    await setProfile(s.students[2].profileId, { registrationNo: 'FS/0042' });
    await setProfile(tara.profileId, { registrationNo: 'FS/0007' });

    const res = await feeCall(t, s.accountant, 'GET', 'fee/students', {
      groupId: s.institute.id,
      search: 'fs/0042',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.more).toBe(false);
    expect(body.items).toEqual([
      expect.objectContaining({
        userProfileId: s.students[2].profileId,
        fullName: 'Kabir Test',
        admissionNo: 'FS/0042',
        classId: s.klass.id,
        className: 'Class 5 A',
        sessionId: s.institute.session.id,
      }),
    ]);
    // The dues are the fee estimation's, by the same rule: something due, term 1 overdue.
    const estimation = (
      await feeCall(t, s.accountant, 'GET', 'fee/estimation', {
        groupId: s.klass.id,
        userProfileId: s.students[2].profileId,
      })
    ).json();
    expect(body.items[0].totals).toEqual(estimation.totals);
    expect(body.items[0].totals.overdue).toBe(1_000_000);
    expect(body.items[0].memberId).toEqual(expect.any(String));

    // The other class's student, by a part of the number; only students (not the parent).
    const partial = (
      await feeCall(t, s.accountant, 'GET', 'fee/students', {
        groupId: s.institute.id,
        search: 'FS/00',
      })
    ).json();
    expect(partial.items.map((i: { fullName: string }) => i.fullName)).toEqual([
      'Kabir Test',
      'Tara Test',
    ]);
    // A class chosen narrows it.
    const inLkg = (
      await feeCall(t, s.accountant, 'GET', 'fee/students', {
        groupId: s.institute.id,
        classId: lkg.id,
        search: 'FS/00',
      })
    ).json();
    expect(inLkg.items.map((i: { className: string }) => i.className)).toEqual(['LKG A']);
  });

  it("finds a student by a parent's phone or their own, and by name", async () => {
    const s = await feeSchool(t);
    await setProfile(s.parent.profileId, { phone: '+91 98450 12345' });
    await setProfile(s.students[2].profileId, { phone: '9886054321' });
    const names = async (search: string) =>
      (await feeCall(t, s.admin, 'GET', 'fee/students', { groupId: s.institute.id, search }))
        .json()
        .items.map((i: { fullName: string }) => i.fullName);
    // Priya's children Rohan and Meera; never Priya herself.
    expect(await names('9845012345')).toEqual(['Meera Test', 'Rohan Test']);
    expect(await names('98860 54321')).toEqual(['Kabir Test']);
    expect(await names('rohan')).toEqual(['Rohan Test']);
    expect(await names('nobody')).toEqual([]);
  });

  it('answers at most a page and says there are more', async () => {
    const s = await feeSchool(t);
    const big = await createClass(t, s.institute, 'Class 9 A');
    for (let i = 0; i < 31; i++) {
      await createMember(t, big, 'STUDENT', { institute: s.institute, firstName: 'Ravi' });
    }
    const body = (
      await feeCall(t, s.accountant, 'GET', 'fee/students', {
        groupId: s.institute.id,
        search: 'Ravi',
      })
    ).json();
    expect(body.items).toHaveLength(30);
    expect(body.more).toBe(true);
    // A class chosen with nothing typed: the whole class.
    const whole = (
      await feeCall(t, s.accountant, 'GET', 'fee/students', {
        groupId: s.institute.id,
        classId: big.id,
      })
    ).json();
    expect(whole.items).toHaveLength(31);
  });

  it('is refused to those who do not record payments, and finds nothing of another institute', async () => {
    const s = await feeSchool(t);
    await setProfile(s.other.student.profileId, { registrationNo: 'OS/1' });
    for (const who of [s.teacher, s.students[0], s.parent]) {
      const res = await feeCall(t, who, 'GET', 'fee/students', { groupId: s.institute.id });
      expect(res.statusCode).toBe(403);
    }
    // Another institute's class named from this institute: nothing of it.
    const named = (
      await feeCall(t, s.admin, 'GET', 'fee/students', {
        groupId: s.institute.id,
        classId: s.other.klass.id,
      })
    ).json();
    expect(named.items).toEqual([]);
    const searched = (
      await feeCall(t, s.admin, 'GET', 'fee/students', { groupId: s.institute.id, search: 'OS/1' })
    ).json();
    expect(searched.items).toEqual([]);
    // Another institute's admin asking for this institute: refused, as any outsider.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/rest/fee/students?groupId=${s.institute.id}&search=Rohan`,
      headers: as(s.other.admin, { institute: s.other.institute.id }),
    });
    expect([403, 404]).toContain(foreign.statusCode);
    // A too long search is a clear 400.
    const long = await feeCall(t, s.admin, 'GET', 'fee/students', {
      groupId: s.institute.id,
      search: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
  });
});
