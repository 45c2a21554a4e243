import { and, eq } from 'drizzle-orm';
import { studentDues } from '../../src/db/schema/index.js';
import { applyAllocationLines } from '../../src/modules/fees/index.js';
import type { GroupRow } from '../../src/modules/groups/index.js';
import type { TestContext } from '../support/app.js';
import {
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';
import { moduleCall } from '../support/module-call.js';

// The transport tests' school: an institute with an admin, a transport manager, an accountant
// and a teacher, two classes with students, and another institute with its own admin, class and
// student for the cross-tenant checks. Calls go through the API as one of its people.

export type TransportSchool = {
  institute: TestInstitute;
  admin: TestProfile;
  manager: TestProfile;
  accountant: TestProfile;
  teacher: TestProfile;
  classA: GroupRow;
  classB: GroupRow;
  /** Rohan, Meera, Kabir in Class 5 A; Ira in Class 6 B. */
  students: [TestProfile, TestProfile, TestProfile, TestProfile];
  other: { institute: TestInstitute; admin: TestProfile; klass: GroupRow; student: TestProfile };
};

export async function transportSchool(t: TestContext): Promise<TransportSchool> {
  const institute = await createInstitute(t, { name: 'Transport School' });
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const manager = await createMember(t, institute, 'TRANSPORT_MANAGER', {
    institute,
    firstName: 'Suresh',
  });
  const accountant = await createMember(t, institute, 'ACCOUNTANT', { institute });
  const classA = await createClass(t, institute, 'Class 5 A');
  const classB = await createClass(t, institute, 'Class 6 B');
  const teacher = await createMember(t, classA, 'TEACHER', { institute });
  const students = [] as unknown as TransportSchool['students'];
  for (const firstName of ['Rohan', 'Meera', 'Kabir']) {
    students.push(await createMember(t, classA, 'STUDENT', { institute, firstName }));
  }
  students.push(await createMember(t, classB, 'STUDENT', { institute, firstName: 'Ira' }));
  const otherInstitute = await createInstitute(t, { name: 'Faraway School' });
  const otherAdmin = await createMember(t, otherInstitute, 'INSTITUTE_ADMIN', {
    institute: otherInstitute,
  });
  const otherClass = await createClass(t, otherInstitute, 'Class 5 Z');
  const otherStudent = await createMember(t, otherClass, 'STUDENT', {
    institute: otherInstitute,
    firstName: 'Zubin',
  });
  return {
    institute,
    admin,
    manager,
    accountant,
    teacher,
    classA,
    classB,
    students,
    other: {
      institute: otherInstitute,
      admin: otherAdmin,
      klass: otherClass,
      student: otherStudent,
    },
  };
}

/** Calls under /rest/transport (support/module-call.ts). */
export const tcall = moduleCall('transport');

/** The JSON of a call that must succeed (200), with its body in the failure message. */
export async function ok<T = Record<string, unknown>>(
  pending: ReturnType<typeof tcall>,
): Promise<T> {
  const res = await pending;
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

export type Line = {
  vehicleId: string;
  routeId: string;
  stopIds: string[];
};

/**
 * A vehicle of `capacity` seats running a route with stops (by name), each costing the given
 * instalments (paise, due on 10 April and 10 October 2026) in the institute's session.
 */
export async function line(
  t: TestContext,
  s: TransportSchool,
  opts: { name?: string; capacity?: number; stops?: string[]; instalments?: number[] } = {},
): Promise<Line> {
  const name = opts.name ?? 'Route 1';
  const vehicle = await ok<{ data: { id: string } }>(
    tcall(t, s.manager, 'POST', 'vehicle', {
      groupId: s.institute.id,
      registrationNumber: `KA 01 ${name.replace(/\W/g, '').toUpperCase()} 1234`.slice(0, 20),
      name: `Bus of ${name}`,
      capacity: opts.capacity ?? 40,
      driverName: 'Ramesh Kumar',
      driverPhone: '9876543210',
    }),
  );
  const route = await ok<{ data: { id: string } }>(
    tcall(t, s.manager, 'POST', 'route', {
      groupId: s.institute.id,
      name,
      vehicleId: vehicle.data.id,
    }),
  );
  let stopIds: string[] = [];
  for (const [i, stop] of (opts.stops ?? ['MG Road', 'Indiranagar']).entries()) {
    const saved = await ok<{ data: { stops: { id: string }[] } }>(
      tcall(t, s.manager, 'POST', 'stop', {
        groupId: s.institute.id,
        routeId: route.data.id,
        name: stop,
        pickupTime: `07:${String(10 + i * 5).padStart(2, '0')}`,
      }),
    );
    stopIds = saved.data.stops.map((x) => x.id);
  }
  const instalments = opts.instalments ?? [300_000, 300_000];
  for (const stopId of stopIds) {
    await ok(
      tcall(t, s.manager, 'POST', 'cost', {
        groupId: s.institute.id,
        stopId,
        sessionId: s.institute.session.id,
        instalments: instalments.map((amountPaise, i) => ({
          name: `Term ${i + 1}`,
          amountPaise,
          dueDate: i === 0 ? '2026-04-10' : '2026-10-10',
        })),
      }),
    );
  }
  return { vehicleId: vehicle.data.id, routeId: route.data.id, stopIds };
}

/** Assigns the student to the stop through the API. */
export function assign(
  t: TestContext,
  s: TransportSchool,
  student: TestProfile,
  stopId: string,
  as: TestProfile = s.manager,
) {
  return tcall(t, as, 'POST', 'assignment', {
    groupId: s.institute.id,
    userProfileId: student.profileId,
    stopId,
    sessionId: s.institute.session.id,
  });
}

/** The student's transportation-fee dues rows (cancelled ones included), by due date. */
export async function transportDues(t: TestContext, s: TransportSchool, student: TestProfile) {
  const rows = await t.app.deps.database.db
    .select()
    .from(studentDues)
    .where(
      and(
        eq(studentDues.profileId, student.profileId),
        eq(studentDues.sessionId, s.institute.session.id),
        eq(studentDues.recordType, 'TRANSPORTATION_FEES'),
      ),
    );
  return rows.sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

/** Owed now: not cancelled. */
export const owed = (rows: Awaited<ReturnType<typeof transportDues>>) =>
  rows.filter((r) => r.cancelledAt === null);

/** Pays into a due as a payment would (through the fees module). */
export async function payInto(t: TestContext, dueId: string, paise: number) {
  const db = t.app.deps.database.db;
  const due = await db.query.studentDues.findFirst({ where: (d, { eq }) => eq(d.id, dueId) });
  await applyAllocationLines(
    db,
    [{ dueId, paid: paise, discount: 0 }],
    undefined,
    due?.instituteId,
  );
}
