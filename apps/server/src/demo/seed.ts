import type { BuiltinRoleKey } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { accounts, admissionConfigs, groups, userProfiles } from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import type { Clock } from '../lib/clock.js';
import { insertSession } from '../modules/academic/index.js';
import { recordAudit } from '../modules/audit/index.js';
import { ensureSystemAccount } from '../modules/auth/index.js';
import { createInstituteIn } from '../modules/institutes/index.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import type { RoleRow } from '../modules/roles/index.js';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts.js';
import { seedApplications } from './applications.js';
import { addMissingDemoAttendance, seedAttendance } from './attendance.js';
import { addMissingDemoCalendar, seedCalendar } from './calendar.js';
import { addMissingDemoExams, seedExams } from './exams.js';
import { addMissingDemoExpenses, seedExpenses } from './expenses.js';
import { addMissingDemoFinance, seedFinance } from './finance.js';
import { addMissingDemoInventory, seedInventory } from './inventory.js';
import { seedInvitations } from './invitations.js';
import { addMissingDemoLive, seedLive } from './live.js';
import { addMissingDemoNotices, seedNotices } from './notices.js';
import { addMissingDemoPayroll, seedPayroll } from './payroll.js';
import { demoStudents } from './people.js';
import { addMissingDemoPrint, seedPrint } from './print.js';
import { addMissingDemoRecords, seedRecords } from './records.js';
import {
  DEMO_ADMISSION_CLASSES,
  DEMO_ADMISSION_CONFIG,
  DEMO_CLASSES,
  DEMO_INSTITUTE,
  DEMO_SESSIONS,
  DEMO_STUDENTS,
  OWN_ACCOUNT_FROM_AGE,
  TEACHER_CLASS,
} from './school.js';
import { addMissingDemoSubjects, seedSubjects } from './subjects.js';
import { addMissingDemoTimetable, seedTimetable } from './timetable.js';
import { addMissingDemoVisitors, seedVisitors } from './visitors.js';
import { DemoWriter } from './writer.js';

export type DemoDeps = { db: Db; clock: Clock; files: FileStorage };
export type DemoResult = {
  accounts: { account: DemoAccount; state: 'created' | 'exists' }[];
  school: 'created' | 'exists';
  /** What this run added (zero when the school was already there). */
  students: number;
  applications: number;
  /** Exams added: with a new school, or once to a school seeded before it had exams. */
  exams: number;
  /** Fee payments added, with the fee structures and transport: likewise. */
  payments: number;
  /** Chat messages added, with the demo notifications: likewise. */
  chats: number;
  /** Subjects given to classes (with their teachers): likewise. */
  subjects: number;
};

/**
 * Creates the demo school contract (README, e2e): the named accounts with passwords, Demo
 * Public School with two sessions, 23 classes, ~300 students with parents, 5 pending
 * applications, 2 waiting invitations, the exams of Class 5 A, Class 3 A and Class 7 B
 * (exams.ts), and fee structures, transport and months of payments (finance.ts). Safe to run again: what exists is left alone.
 */
export async function seedDemo(deps: DemoDeps): Promise<DemoResult> {
  const named: DemoResult['accounts'] = [];
  for (const account of DEMO_ACCOUNTS) {
    named.push({ account, state: await ensureSystemAccount(deps, account) });
  }
  const [existing] = await deps.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.type, 'INSTITUTE'), eq(groups.name, DEMO_INSTITUTE.name)))
    .limit(1);
  if (existing) {
    // A school seeded before the demo had exams gets them once.
    const exams = await addMissingDemoExams(deps.db, deps.clock, existing.id);
    const payments = await addMissingDemoFinance(deps.db, deps.clock, existing.id);
    const chats = await addMissingDemoLive(deps.db, deps.clock, existing.id);
    await addMissingDemoCalendar(deps.db, deps.clock, existing.id);
    const subjects = await addMissingDemoSubjects(deps.db, deps.clock, existing.id);
    await addMissingDemoTimetable(deps.db, deps.clock, existing.id);
    await addMissingDemoAttendance(deps.db, deps.clock, existing.id);
    await addMissingDemoNotices(deps.db, deps, existing.id);
    await addMissingDemoExpenses(deps.db, deps, existing.id);
    await addMissingDemoPayroll(deps.db, deps.clock, existing.id);
    await addMissingDemoInventory(deps.db, deps.clock, existing.id);
    await addMissingDemoVisitors(deps.db, deps, existing.id);
    await addMissingDemoRecords(deps.db, deps, existing.id);
    await addMissingDemoPrint(deps.db, deps, existing.id);
    return {
      accounts: named,
      school: 'exists',
      students: 0,
      applications: 0,
      exams,
      payments,
      chats,
      subjects,
    };
  }
  // One transaction: a failed run leaves no half school behind, so the next run starts over.
  const counts = await deps.db.transaction((tx) => buildSchool(deps, tx));
  return { accounts: named, school: 'created', ...counts };
}

async function buildSchool(deps: DemoDeps, tx: Tx) {
  const now = deps.clock.now();
  const { institute, session, roles } = await createInstituteIn(tx, deps, null, {
    name: DEMO_INSTITUTE.name,
    session: DEMO_SESSIONS.active,
  });
  const role = (key: BuiltinRoleKey) => roles.find((r) => r.builtinKey === key) as RoleRow;
  await insertSession(tx, {
    instituteId: institute.id,
    ...DEMO_SESSIONS.previous,
    activeStatus: false,
  });
  await tx
    .update(groups)
    .set({ ...DEMO_INSTITUTE, verified: true, setupCompletedAt: now })
    .where(eq(groups.id, institute.id));

  const classRows = await tx
    .insert(groups)
    .values(
      DEMO_CLASSES.map((c) => ({
        type: 'CLASS' as const,
        name: c.name,
        level: c.level,
        section: c.section,
        superGroupId: institute.id,
        admissionConfigSet: DEMO_ADMISSION_CLASSES.includes(c.name),
        createdAt: now,
      })),
    )
    .returning();
  const classId = (name: string) => (classRows.find((c) => c.name === name) as { id: string }).id;
  for (const c of classRows) {
    await recordAudit(tx, deps, null, {
      instituteId: institute.id,
      action: 'class.created',
      targetType: 'group',
      targetId: c.id,
      detail: { name: c.name },
    });
  }
  await tx.insert(admissionConfigs).values(
    DEMO_ADMISSION_CLASSES.map((name) => ({
      classId: classId(name),
      instituteId: institute.id,
      ...DEMO_ADMISSION_CONFIG,
      updatedAt: now,
    })),
  );

  const taken = new Set((await tx.select({ u: accounts.username }).from(accounts)).map((r) => r.u));
  const writer = new DemoWriter(now, institute.id, taken);
  const sessionId = session.id;
  const setDefaults = async (profileId: string, defaultClassId: string | null) => {
    await tx
      .update(userProfiles)
      .set({ defaultInstituteId: institute.id, defaultClassId })
      .where(eq(userProfiles.id, profileId));
  };

  // The named accounts: staff at institute level for all sessions, Rohan and Priya's children
  // in their classes for the active session.
  for (const spec of DEMO_ACCOUNTS) {
    if (!spec.role) continue;
    const account = await findAccountByUsername(tx, spec.username);
    const profile = account && (await findDefaultProfile(tx, account.id));
    if (!account || !profile) throw new Error(`demo account ${spec.username} is missing`);
    if (spec.role === 'STUDENT') {
      const klass = classId(DEMO_STUDENTS.rohan.className);
      writer.member(profile.id, klass, role('STUDENT'), sessionId);
      writer.member(profile.id, institute.id, role('STUDENT'), sessionId);
      await setDefaults(profile.id, klass);
      // Admission numbers (issue 22 item 5): the named students are DPS/0001 to DPS/0003; their
      // date of birth and blood group show on their profiles (item 8).
      await tx
        .update(userProfiles)
        .set({
          registrationNo: DEMO_STUDENTS.rohan.admissionNo,
          dateOfBirth: DEMO_STUDENTS.rohan.dateOfBirth,
          bloodGroup: DEMO_STUDENTS.rohan.bloodGroup,
          // His profile and receipts name the father the demo links as his guardian.
          fatherName: `${DEMO_STUDENTS.rohan.father.firstName} ${DEMO_STUDENTS.rohan.father.lastName}`,
        })
        .where(eq(userProfiles.id, profile.id));
      // Rohan's father: invited like the other parents.
      const father = writer.invitedPerson({
        ...DEMO_STUDENTS.rohan.father,
        gender: 'male',
        defaultClassId: klass,
      });
      writer.member(father.profileId, klass, role('PARENT'), sessionId);
      writer.member(father.profileId, institute.id, role('PARENT'), sessionId);
      writer.guardian(father.profileId, profile.id, 'Father');
    } else if (spec.role === 'PARENT') {
      writer.member(profile.id, institute.id, role('PARENT'), sessionId);
      for (const child of [DEMO_STUDENTS.aarav, DEMO_STUDENTS.diya]) {
        const klass = classId(child.className);
        const childId = writer.profile({
          accountId: account.id,
          firstName: child.firstName,
          lastName: child.lastName,
          gender: child.gender,
          dateOfBirth: child.dateOfBirth,
          bloodGroup: child.bloodGroup,
          registrationNo: child.admissionNo,
          motherName: `${spec.firstName} ${spec.lastName}`,
          isDefault: false,
          defaultClassId: klass,
        });
        writer.member(childId, klass, role('STUDENT'), sessionId);
        writer.member(childId, institute.id, role('STUDENT'), sessionId);
        writer.member(profile.id, klass, role('PARENT'), sessionId);
        writer.guardian(profile.id, childId, 'Mother');
      }
      await setDefaults(profile.id, classId(DEMO_STUDENTS.aarav.className));
    } else {
      writer.member(profile.id, institute.id, role(spec.role), null);
      const teaches = spec.role === 'TEACHER' ? classId(TEACHER_CLASS) : null;
      if (teaches) writer.member(profile.id, teaches, role('TEACHER'), sessionId);
      await setDefaults(profile.id, teaches);
    }
  }

  // The generated students: the older ones have their own (invited) account; the younger
  // ones are linked profiles in their parent's account.
  const students = demoStudents();
  for (const s of students) {
    const klass = classId(s.klass.name);
    const parentName = `${s.parent.firstName} ${s.parent.lastName}`;
    const parent = writer.invitedPerson({
      firstName: s.parent.firstName,
      lastName: s.parent.lastName,
      phone: s.parent.phone,
      gender: s.parent.relation === 'Father' ? 'male' : 'female',
      defaultClassId: klass,
    });
    const studentProfile = {
      firstName: s.firstName,
      lastName: s.lastName,
      gender: s.gender,
      dateOfBirth: s.dateOfBirth,
      registrationNo: s.registrationNo,
      ...(s.parent.relation === 'Father' ? { fatherName: parentName } : { motherName: parentName }),
      defaultClassId: klass,
    };
    const studentId =
      s.klass.age >= OWN_ACCOUNT_FROM_AGE
        ? writer.invitedPerson(studentProfile).profileId
        : writer.profile({ ...studentProfile, accountId: parent.accountId, isDefault: false });
    writer.member(studentId, klass, role('STUDENT'), sessionId);
    writer.member(studentId, institute.id, role('STUDENT'), sessionId);
    writer.member(parent.profileId, klass, role('PARENT'), sessionId);
    writer.member(parent.profileId, institute.id, role('PARENT'), sessionId);
    writer.guardian(parent.profileId, studentId, s.parent.relation);
  }
  await writer.write(tx);

  const applications = await seedApplications(tx, deps, {
    instituteId: institute.id,
    sessionId,
    classId,
  });
  await seedInvitations(tx, deps.clock, {
    instituteId: institute.id,
    sessionId,
    classId,
    teacherRole: role('TEACHER'),
  });
  const exams = await seedExams(tx, deps.clock, {
    instituteId: institute.id,
    sessionId,
    classId: (name) => classRows.find((c) => c.name === name)?.id,
  });
  await seedCalendar(tx, deps.clock, institute.id);
  const payments = await seedFinance(tx, deps.clock, institute.id);
  const chats = await seedLive(tx, deps.clock, institute.id);
  const subjects = await seedSubjects(tx, deps.clock, institute.id);
  await seedTimetable(tx, deps.clock, institute.id);
  await seedAttendance(tx, deps.clock, institute.id);
  await seedNotices(tx, deps, institute.id);
  await seedExpenses(tx, deps, institute.id);
  await seedPayroll(tx, deps.clock, institute.id);
  await seedInventory(tx, deps.clock, institute.id);
  await seedVisitors(tx, deps, institute.id);
  await seedRecords(tx, deps, institute.id);
  await seedPrint(tx, deps, institute.id);
  return { students: students.length + 3, applications, exams, payments, chats, subjects };
}
