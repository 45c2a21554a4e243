import type { InjectOptions } from 'fastify';
import type { attendanceObjectsOf } from '../attendance/tenant-objects.js';
import type { calendarObjectsOf } from '../calendar/tenant-objects.js';
import type { expenseObjectsOf } from '../expenses/tenant-objects.js';
import type { feeObjectsOf } from '../fees/tenant-objects.js';
import type { inventoryObjectsOf } from '../inventory/tenant-objects.js';
import type { noticeObjectsOf } from '../notices/tenant-objects.js';
import type { paymentObjectsOf } from '../payments/tenant-objects.js';
import type { payrollObjectsOf } from '../payroll/tenant-objects.js';
import type { recordObjectsOf } from '../records/tenant-objects.js';
import type { subjectObjectsOf } from '../subjects/tenant-objects.js';
import type { AdmissionSchool } from '../support/admission-helpers.js';
import type { chatObjectsOf } from '../support/chat-helpers.js';
import type { examObjectsOf } from '../support/exam-rows.js';
import type { TestProfile } from '../support/factories.js';
import type { schoolWithAdmin } from '../support/groups-helpers.js';
import type { onlineObjectsOf } from '../support/razorpay-tenant.js';
import type { timetableObjectsOf } from '../timetable/tenant-objects.js';
import type { transportObjectsOf } from '../transport/tenant-objects.js';
import type { visitorObjectsOf } from '../visitors/tenant-objects.js';

/**
 * What the cross-tenant walk (cross-tenant-objects.test.ts) gives each module's cases: institute
 * A with its objects, which the calls name, and institute B, whose admin makes them. Each module
 * declares its routes' cases in its own test folder (`test/<module>/tenant-cases.ts`); the walk
 * collects them and fails on a signed-in route that has none, so a new module brings its cases
 * with it instead of editing the walk.
 */
export type TenantWorld = {
  a: AdmissionSchool & {
    student: TestProfile;
    membershipId: string;
    roleId: string;
    termId: string;
    applicationId: string;
    documentId: string;
    /** The public id of A's student's signed-in session. */
    studentSessionId: string;
    /** A's invitation to an existing account of another person. */
    invitationId: string;
  };
  b: Awaited<ReturnType<typeof schoolWithAdmin>> & { teacherRoleId: string };
  /** A's exam with the student's started attempt and answer. */
  aExam: Awaited<ReturnType<typeof examObjectsOf>>;
  /** A's financial account and a payment of A's student. */
  aPay: Awaited<ReturnType<typeof paymentObjectsOf>>;
  /** A's vehicle, route, stop, cost and rider. */
  aTransport: Awaited<ReturnType<typeof transportObjectsOf>>;
  /** A's online order. */
  aOnline: Awaited<ReturnType<typeof onlineObjectsOf>>;
  /** A's fee structure assigned to its student, with a manual concession. */
  aFees: Awaited<ReturnType<typeof feeObjectsOf>>;
  aNotificationId: string;
  /** A's own subject, given to its class with a teacher. */
  aSubjects: Awaited<ReturnType<typeof subjectObjectsOf>>;
  /** A's student's mark, pending leave and holiday. */
  aAttendance: Awaited<ReturnType<typeof attendanceObjectsOf>>;
  /** A's week, room, load, placed lesson and generator run. */
  aTimetable: Awaited<ReturnType<typeof timetableObjectsOf>>;
  aChat: Awaited<ReturnType<typeof chatObjectsOf>>;
  /** A's notice to its class, with its student as recipient and a PDF attached. */
  aNotices: Awaited<ReturnType<typeof noticeObjectsOf>>;
  /** A's expense category, vendor, opening balance and pending entry with a voucher. */
  aExpenses: Awaited<ReturnType<typeof expenseObjectsOf>>;
  /** A's salary structure, its admin's employment details, and a draft run with a payslip. */
  aPayroll: Awaited<ReturnType<typeof payrollObjectsOf>>;
  /** A's store category, an item holding units, and an issue of some to its admin. */
  aInventory: Awaited<ReturnType<typeof inventoryObjectsOf>>;
  /** A's visitor inside with a photo, and an approved gate pass of its student for today. */
  aVisitors: Awaited<ReturnType<typeof visitorObjectsOf>>;
  /** A's student's record with a secret allergy, a document with its file, and a certificate. */
  aRecords: Awaited<ReturnType<typeof recordObjectsOf>>;
  /** A's school event for its class, and its student's personal event, to-do and .ics link. */
  aCalendar: Awaited<ReturnType<typeof calendarObjectsOf>>;
};

/** One route's call in the walk. */
export type Case = {
  /** The request's payload and query; the URL's parameters are filled in by the walk. */
  payload?: InjectOptions['payload'];
  query?: () => Record<string, string>;
  contentType?: string;
  /** True when the call names one of A's objects and must be refused (403 or 404). */
  namesA?: boolean;
};

/** A module's cases, keyed `METHOD /rest/path` as Fastify declares the route. */
export type TenantCases = (w: TenantWorld) => Record<string, () => Case>;

/** A's student's first name: no answer to B may contain it. */
export const STUDENT_NAME = 'Zoravar';

/** An id that names nothing. */
export const NO_ID = '00000000-0000-4000-8000-000000000001';

/** A case that names A's objects. */
export const onA = (c: Omit<Case, 'namesA'>): Case => ({ ...c, namesA: true });

/** A body acting in B's institute. */
export const ofB = (w: TenantWorld, payload: Record<string, unknown>) => ({
  groupId: w.b.institute.id,
  ...payload,
});

/** The modules' cases as one table; a route claimed by two modules is a mistake. */
export function collectCases(
  w: TenantWorld,
  modules: readonly TenantCases[],
): Record<string, () => Case> {
  const all: Record<string, () => Case> = {};
  for (const cases of modules) {
    for (const [key, c] of Object.entries(cases(w))) {
      if (all[key]) throw new Error(`${key} has cases in two modules`);
      all[key] = c;
    }
  }
  return all;
}
