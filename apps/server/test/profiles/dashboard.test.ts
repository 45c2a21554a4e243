import { PROFILE_API } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { guardianLinks } from '../../src/db/schema/index.js';
import { apply } from '../support/admission-helpers.js';
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

const dashboardOf = async (p: TestProfile, selected: Parameters<typeof as>[1] = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url: PROFILE_API.dashboard,
    headers: as(p, selected),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function school() {
  const institute = await createInstitute(t, { name: 'Green Valley School' });
  const classA = await createClass(t, institute, 'Class 3 A');
  const classB = await createClass(t, institute, 'Class 7 B');
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const teacher = await createMember(t, institute, 'TEACHER', { institute });
  await createMember(t, classA, 'TEACHER', { institute, profile: teacher });
  const parent = await createProfile(t, { firstName: 'Priya' });
  const aarav = await createProfile(t, { accountId: parent.accountId, firstName: 'Aarav' });
  const diya = await createProfile(t, { accountId: parent.accountId, firstName: 'Diya' });
  await createMember(t, classA, 'STUDENT', { institute, profile: aarav });
  await createMember(t, classB, 'STUDENT', { institute, profile: diya });
  await createMember(t, classA, 'PARENT', { institute, profile: parent });
  await createMember(t, classB, 'PARENT', { institute, profile: parent });
  await t.app.deps.database.db.insert(guardianLinks).values([
    {
      parentProfileId: parent.profileId,
      studentProfileId: aarav.profileId,
      relation: 'Mother',
      createdAt: t.clock.now(),
    },
    {
      parentProfileId: parent.profileId,
      studentProfileId: diya.profileId,
      relation: 'Mother',
      createdAt: t.clock.now(),
    },
  ]);
  return { institute, classA, classB, admin, teacher, parent, aarav, diya };
}

describe('dashboard', () => {
  it('gives an institute admin the counts and the quick-setup link', async () => {
    const { institute, admin } = await school();
    const d = await dashboardOf(admin, { institute: institute.id });
    expect(d.institute).toMatchObject({ id: institute.id, name: 'Green Valley School' });
    expect(d.session.name).toBe('2026-27');
    expect(d.roles).toEqual(['Institute Admin']);
    expect(d.admin).toEqual({
      classes: 2,
      students: 2,
      staff: 2,
      setupCompleted: false,
      quickSetupLink: `/quick-setup/institute/${institute.id}`,
    });
    expect(d.admissions).toEqual({ pending: 0 });
  });

  it('gives those who review admissions the pending count, and nobody else', async () => {
    const { institute, teacher } = await school();
    const open = await createClass(t, institute, 'Class 1 A', { admissionConfigSet: true });
    for (const fName of ['Kavya', 'Ira']) {
      const res = await apply(t, {
        instituteId: institute.id,
        sessionId: institute.session.id,
        classId: open.id,
        fName,
        lName: 'Menon',
        phone: '9876543210',
        gender: 'female',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const office = await createMember(t, institute, 'FRONT_OFFICE', { institute });
    const d = await dashboardOf(office);
    expect(d.admissions).toEqual({ pending: 2 });
    expect(d.admin).toBeNull();
    expect((await dashboardOf(teacher)).admissions).toBeNull();
    const unverifiedAdmin = await createMember(t, institute, 'INSTITUTE_ADMIN', {
      institute,
      verified: false,
    });
    const u = await dashboardOf(unverifiedAdmin);
    expect(u).toMatchObject({ admin: null, admissions: null, verified: false });
  });

  it('gives a teacher their classes with student counts, and no admin figures', async () => {
    const { teacher, classA } = await school();
    const d = await dashboardOf(teacher);
    expect(d.admin).toBeNull();
    expect(d.teaching).toEqual([
      { id: classA.id, name: 'Class 3 A', students: 1, examsToday: [], toMark: [] },
    ]);
  });

  it('gives a student their class, and a parent the linked children with classes', async () => {
    const { aarav, parent, classA } = await school();
    const child = await dashboardOf(aarav, { profile: aarav.profileId });
    expect(child.fullName).toBe('Aarav Test');
    expect(child.studentClass).toEqual({ id: classA.id, name: 'Class 3 A' });
    const mum = await dashboardOf(parent);
    expect(mum.children).toEqual([
      expect.objectContaining({
        fullName: 'Aarav Test',
        className: 'Class 3 A',
        instituteName: 'Green Valley School',
      }),
      expect.objectContaining({ fullName: 'Diya Test', className: 'Class 7 B' }),
    ]);
  });

  it('has nothing to show for a profile outside any institute', async () => {
    const loner = await createProfile(t);
    const d = await dashboardOf(loner);
    expect(d).toMatchObject({
      institute: null,
      session: null,
      admin: null,
      studentClass: null,
      children: [],
    });
    const anon = await t.app.inject({ method: 'GET', url: PROFILE_API.dashboard });
    expect(anon.statusCode).toBe(401);
  });
});
