import { DEFAULT_USER_ACTIONS } from '@shala/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicSessions,
  academicTerms,
  accounts,
  admissionApplications,
  examAnswers,
  examAttempts,
  financialAccounts,
  groups,
  invitations,
  memberships,
  paymentTransactions,
  roles,
  sessions,
  userProfiles,
} from '../../src/db/schema/index.js';
import type { DeclaredRoute } from '../../src/http/access.js';
import { academicTenantCases } from '../academic/tenant-cases.js';
import { accountTenantCases } from '../account/tenant-cases.js';
import { adminTenantCases } from '../admin/tenant-cases.js';
import { admissionTenantCases } from '../admission/tenant-cases.js';
import { attendanceTenantCases } from '../attendance/tenant-cases.js';
import { attendanceObjectsOf, attendanceRowsOf } from '../attendance/tenant-objects.js';
import { auditTenantCases } from '../audit/tenant-cases.js';
import { authTenantCases } from '../auth/tenant-cases.js';
import { calendarTenantCases } from '../calendar/tenant-cases.js';
import { calendarObjectsOf, calendarRowsOf } from '../calendar/tenant-objects.js';
import { chatTenantCases } from '../chat/tenant-cases.js';
import { examsTenantCases } from '../exams/tenant-cases.js';
import { expensesTenantCases } from '../expenses/tenant-cases.js';
import { expenseObjectsOf, expenseRowsOf } from '../expenses/tenant-objects.js';
import { feesTenantCases } from '../fees/tenant-cases.js';
import { feeObjectsOf, feeRowsOf } from '../fees/tenant-objects.js';
import { groupsTenantCases } from '../groups/tenant-cases.js';
import { importsTenantCases } from '../imports/tenant-cases.js';
import { institutesTenantCases } from '../institutes/tenant-cases.js';
import { inventoryTenantCases } from '../inventory/tenant-cases.js';
import { inventoryObjectsOf, inventoryRowsOf } from '../inventory/tenant-objects.js';
import { invitationsTenantCases } from '../invitations/tenant-cases.js';
import { noticesTenantCases } from '../notices/tenant-cases.js';
import { noticeObjectsOf, noticeRowsOf } from '../notices/tenant-objects.js';
import { notificationsTenantCases } from '../notifications/tenant-cases.js';
import { paymentsTenantCases } from '../payments/tenant-cases.js';
import { paymentObjectsOf } from '../payments/tenant-objects.js';
import { payrollTenantCases } from '../payroll/tenant-cases.js';
import { payrollObjectsOf, payrollRowsOf } from '../payroll/tenant-objects.js';
import { permissionsTenantCases } from '../permissions/tenant-cases.js';
import { printTenantCases } from '../print/tenant-cases.js';
import { profilesTenantCases } from '../profiles/tenant-cases.js';
import { pushTenantCases } from '../push/tenant-cases.js';
import { recordsTenantCases } from '../records/tenant-cases.js';
import { recordObjectsOf, recordRowsOf } from '../records/tenant-objects.js';
import { rolesTenantCases } from '../roles/tenant-cases.js';
import { statisticsTenantCases } from '../statistics/tenant-cases.js';
import { subjectsTenantCases } from '../subjects/tenant-cases.js';
import { subjectObjectsOf, subjectRowsOf } from '../subjects/tenant-objects.js';
import { admissionSchool, pendingApplication, staffCall } from '../support/admission-helpers.js';
import { buildTestApp, type TestContext } from '../support/app.js';
import { chatObjectsOf } from '../support/chat-helpers.js';
import { examObjectsOf } from '../support/exam-rows.js';
import {
  as,
  createMember,
  createProfile,
  createRole,
  type TestProfile,
} from '../support/factories.js';
import { schoolWithAdmin } from '../support/groups-helpers.js';
import { notificationOf } from '../support/notification-helpers.js';
import { onlineObjectsOf } from '../support/razorpay-tenant.js';
import { timetableTenantCases } from '../timetable/tenant-cases.js';
import { timetableObjectsOf, timetableRowsOf } from '../timetable/tenant-objects.js';
import { transportTenantCases } from '../transport/tenant-cases.js';
import { transportObjectsOf, transportRowsOf } from '../transport/tenant-objects.js';
import { visitorsTenantCases } from '../visitors/tenant-cases.js';
import { visitorObjectsOf, visitorRowsOf } from '../visitors/tenant-objects.js';
import { type Case, collectCases, STUDENT_NAME, type TenantWorld } from './tenant-walk.js';

// The cross-tenant suite for objects: cross-tenant.test.ts walks the group routes with A's
// groups; this one walks EVERY signed-in route as B's admin, acting in B (so the group check
// passes) while naming A's objects wherever the route takes an id (path, query or body): A's
// classes, sessions, terms, roles, memberships, applications, documents and profiles. Each
// route has a case below, and a route without one fails the suite, so new routes are covered
// when they are added. Nothing of A may appear in any answer, and A's rows stay as they were.

let t: TestContext;
// A's objects and B (tenant-walk.ts's TenantWorld says what each holds); the modules' cases
// read them from `world`, filled in with them once made.
let a: TenantWorld['a'];
let b: TenantWorld['b'];
let unverified: TestProfile;
let aExam: TenantWorld['aExam'];
let aPay: TenantWorld['aPay'];
let aTransport: TenantWorld['aTransport'];
let aOnline: TenantWorld['aOnline'];
let aFees: TenantWorld['aFees'];
let aNotificationId: string;
let aNotices: TenantWorld['aNotices'];
let aExpenses: TenantWorld['aExpenses'];
let aPayroll: TenantWorld['aPayroll'];
let aInventory: TenantWorld['aInventory'];
let aVisitors: TenantWorld['aVisitors'];
let aRecords: TenantWorld['aRecords'];
let aChat: TenantWorld['aChat'];
let aSubjects: TenantWorld['aSubjects'];
let aAttendance: TenantWorld['aAttendance'];
let aTimetable: TenantWorld['aTimetable'];
let aCalendar: TenantWorld['aCalendar'];

beforeAll(async () => {
  t = await buildTestApp();
  const school = await admissionSchool(t, 'School A');
  const student = await createMember(t, school.open, 'STUDENT', {
    institute: school.institute,
    firstName: STUDENT_NAME,
  });
  const [membership] = await db()
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.profileId, student.profileId), eq(memberships.groupId, school.open.id)),
    );
  const role = await createRole(t, school.institute, ['getGroup']);
  const term = await staffCall(
    t,
    school.admin,
    'POST',
    `/rest/terms?groupId=${school.institute.id}`,
    {
      sessionId: school.institute.session.id,
      name: 'Term 1',
      startDate: '01/04/2026',
      endDate: '30/09/2026',
    },
  );
  expect(term.statusCode, term.body).toBe(201);
  const applicationId = await pendingApplication(t, school);
  const detail = await staffCall(
    t,
    school.admin,
    'GET',
    `/rest/admission/applications/${applicationId}?groupId=${school.institute.id}`,
  );
  const invitee = await createProfile(t, { firstName: 'Invitee' });
  const [inviteeAccount] = await db()
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, invitee.accountId));
  const invited = await staffCall(
    t,
    school.admin,
    'POST',
    `/rest/groups/${school.institute.id}/members/invite`,
    {
      email: inviteeAccount?.email,
      firstName: 'Invited',
      lastName: 'Person',
      roleId: school.institute.roles.TEACHER.id,
    },
  );
  expect(invited.statusCode, invited.body).toBe(201);
  a = {
    ...school,
    invitationId: invited.json().invitation.id,
    student,
    membershipId: membership?.id ?? '',
    roleId: role.id,
    termId: term.json().id,
    applicationId,
    documentId: detail.json().documents[0].id,
    studentSessionId: await sessionIdOf(student),
  };
  aExam = await examObjectsOf(
    t,
    { id: school.open.id, instituteId: school.institute.id },
    student.profileId,
  );
  aPay = await paymentObjectsOf(t, {
    instituteId: school.institute.id,
    classId: school.open.id,
    sessionId: school.institute.session.id,
    studentProfileId: student.profileId,
  });
  aTransport = await transportObjectsOf(t, {
    instituteId: school.institute.id,
    classId: school.open.id,
    sessionId: school.institute.session.id,
    studentProfileId: student.profileId,
  });
  aFees = await feeObjectsOf(t, {
    instituteId: school.institute.id,
    classId: school.open.id,
    sessionId: school.institute.session.id,
    studentProfileId: student.profileId,
  });
  aOnline = await onlineObjectsOf(t, {
    instituteId: school.institute.id,
    studentProfileId: student.profileId,
  });
  aNotificationId = await notificationOf(t, student.profileId, school.institute.id);
  aChat = await chatObjectsOf(t, student, school.admin);
  aNotices = await noticeObjectsOf(t, {
    instituteId: school.institute.id,
    classId: school.open.id,
    studentProfileId: student.profileId,
    posterProfileId: school.admin.profileId,
  });
  aExpenses = await expenseObjectsOf(t, {
    instituteId: school.institute.id,
    accountId: aPay.accountId,
    recorderProfileId: school.admin.profileId,
  });
  aPayroll = await payrollObjectsOf(t, {
    instituteId: school.institute.id,
    staffProfileId: school.admin.profileId,
  });
  aInventory = await inventoryObjectsOf(t, {
    instituteId: school.institute.id,
    staffProfileId: school.admin.profileId,
  });
  aVisitors = await visitorObjectsOf(t, {
    instituteId: school.institute.id,
    classId: school.open.id,
    studentProfileId: student.profileId,
    staffProfileId: school.admin.profileId,
  });
  aRecords = await recordObjectsOf(t, {
    instituteId: school.institute.id,
    studentProfileId: student.profileId,
    staffProfileId: school.admin.profileId,
  });
  aSubjects = await subjectObjectsOf(t, {
    instituteId: school.institute.id,
    classId: school.open.id,
    teacherProfileId: school.admin.profileId,
  });
  aAttendance = await attendanceObjectsOf(t, {
    instituteId: school.institute.id,
    classId: school.open.id,
    studentProfileId: student.profileId,
  });
  aTimetable = await timetableObjectsOf(t, {
    instituteId: school.institute.id,
    classId: school.open.id,
    teacherProfileId: school.admin.profileId,
  });
  aCalendar = await calendarObjectsOf(t, {
    instituteId: school.institute.id,
    classId: school.open.id,
    studentProfileId: student.profileId,
  });
  const schoolB = await schoolWithAdmin(t, 'School B');
  b = { ...schoolB, teacherRoleId: schoolB.institute.roles.TEACHER.id };
  unverified = await createProfile(t, { verified: false });
  Object.assign(world, {
    a,
    b,
    aExam,
    aPay,
    aTransport,
    aOnline,
    aFees,
    aNotificationId,
    aNotices,
    aExpenses,
    aPayroll,
    aInventory,
    aVisitors,
    aRecords,
    aChat,
    aSubjects,
    aAttendance,
    aTimetable,
    aCalendar,
  });
});
afterAll(async () => {
  await t.app.close();
});

const db = () => t.app.deps.database.db;

/** The public id of the profile's (only) signed-in session. */
async function sessionIdOf(profile: TestProfile): Promise<string> {
  const [row] = await db()
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.accountId, profile.accountId));
  if (!row) throw new Error('no session');
  return row.publicId;
}

/** What a call must not give away: A's names and ids. */
function markersOfA(): string[] {
  return [
    a.institute.name,
    a.open.name,
    STUDENT_NAME,
    'Their Unit Test', // A's exam
    aExam.taskId,
    aExam.answerId,
    'Kavya', // the applicant
    a.institute.id,
    a.open.id,
    a.institute.session.id,
    a.student.profileId,
    a.membershipId,
    a.roleId,
    a.termId,
    a.applicationId,
    a.documentId,
    a.studentSessionId,
    a.invitationId,
    aPay.accountId,
    aPay.accountName,
    ...aTransport.markers,
    aOnline.orderId,
    aOnline.gatewayOrderId,
    ...aFees.markers,
    aPay.transactionPk,
    aPay.transactionId,
    aPay.recordId,
    aNotificationId,
    aChat.messageId,
    aChat.mediaId,
    ...aNotices.markers,
    ...aExpenses.markers,
    ...aPayroll.markers,
    ...aInventory.markers,
    ...aVisitors.markers,
    ...aRecords.markers,
    ...aSubjects.markers,
    ...aAttendance.markers,
    ...aTimetable.markers,
    ...aCalendar.markers,
  ];
}

/** A's object for a path parameter, by the route it appears in. */
function paramOfA(url: string, name: string): string {
  const byName: Record<string, string> = {
    classId: a.open.id,
    sessionId: a.institute.session.id,
    termId: a.termId,
    roleId: a.roleId,
    membershipId: a.membershipId,
    documentId: a.documentId,
    profileId: a.student.profileId,
    invitationId: a.invitationId,
    instituteId: a.institute.id,
    groupId: a.institute.id,
    kind: 'students',
  };
  if (url.startsWith('/rest/account/sessions/')) return a.studentSessionId;
  if (name === 'id') {
    if (url.startsWith('/rest/admission/applications/')) return a.applicationId;
    if (url.startsWith('/rest/profile/')) return a.student.profileId;
    if (url.startsWith('/rest/admin/contact-requests/')) return a.applicationId;
    // A platform-wide row, no institute's: B's admin is refused it as a super admin's route.
    if (url.startsWith('/rest/admin/mail-failures/')) return a.applicationId;
    if (url.startsWith('/rest/notification/')) return aNotificationId;
    if (url.startsWith('/rest/chat/message/')) return aChat.messageId;
    if (url.startsWith('/rest/chat/media/')) return aChat.mediaId;
  }
  const value = byName[name];
  if (!value) throw new Error(`${url}: no object of A for :${name}; add one to paramOfA`);
  return value;
}

/** Every module's cases for its signed-in routes (test/<module>/tenant-cases.ts). */
const world = {} as TenantWorld;
const CASES = collectCases(world, [
  academicTenantCases,
  accountTenantCases,
  adminTenantCases,
  admissionTenantCases,
  attendanceTenantCases,
  auditTenantCases,
  authTenantCases,
  calendarTenantCases,
  chatTenantCases,
  examsTenantCases,
  expensesTenantCases,
  feesTenantCases,
  groupsTenantCases,
  importsTenantCases,
  institutesTenantCases,
  invitationsTenantCases,
  noticesTenantCases,
  notificationsTenantCases,
  paymentsTenantCases,
  payrollTenantCases,
  inventoryTenantCases,
  visitorsTenantCases,
  recordsTenantCases,
  printTenantCases,
  permissionsTenantCases,
  profilesTenantCases,
  pushTenantCases,
  rolesTenantCases,
  statisticsTenantCases,
  subjectsTenantCases,
  timetableTenantCases,
  transportTenantCases,
]);

const signedInRoutes = () =>
  t.app.declaredRoutes.filter(
    (r) => r.access.kind !== 'public' && r.method !== 'HEAD' && r.url.startsWith('/rest/'),
  );
const keyOf = (r: DeclaredRoute) => `${r.method} ${r.url}`;

/** The route called as B's admin acting in B, with A's objects where the case puts them. */
function callAsB(route: DeclaredRoute, c: Case) {
  const groupFrom = route.access.kind === 'group' ? route.access.groupFrom : null;
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) =>
    groupFrom?.in === 'params' && name === groupFrom.key
      ? b.institute.id
      : paramOfA(route.url, name),
  );
  const query = new URLSearchParams({
    ...(groupFrom?.in === 'query' ? { [groupFrom.key]: b.institute.id } : {}),
    ...c.query?.(),
  }).toString();
  const headers = {
    ...as(b.admin, { institute: b.institute.id, session: b.institute.session.id }),
    ...(c.contentType ? { 'content-type': c.contentType } : {}),
  };
  return t.app.inject({
    method: route.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
}

function expectNothingOfA(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  for (const marker of markersOfA())
    expect(res.body, `${what} shows ${marker}`).not.toContain(marker);
}

/** A's rows that any of the calls could have touched. */
async function rowsOfA() {
  const ids = [a.institute.id, a.open.id, a.closed.id];
  return {
    groups: await db().select().from(groups).where(inArray(groups.id, ids)),
    sessions: await db()
      .select()
      .from(academicSessions)
      .where(eq(academicSessions.instituteId, a.institute.id)),
    terms: await db().select().from(academicTerms).where(eq(academicTerms.id, a.termId)),
    roles: await db().select().from(roles).where(eq(roles.instituteId, a.institute.id)),
    memberships: await db().select().from(memberships).where(inArray(memberships.groupId, ids)),
    applications: await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.id, a.applicationId)),
    student: await db().select().from(userProfiles).where(eq(userProfiles.id, a.student.profileId)),
    invitations: await db()
      .select()
      .from(invitations)
      .where(eq(invitations.instituteId, a.institute.id)),
    examAttempt: await db().select().from(examAttempts).where(eq(examAttempts.id, aExam.attemptId)),
    examAnswers: await db()
      .select()
      .from(examAnswers)
      .where(eq(examAnswers.attemptId, aExam.attemptId)),
    financialAccounts: await db()
      .select()
      .from(financialAccounts)
      .where(eq(financialAccounts.instituteId, a.institute.id)),
    transport: await transportRowsOf(t, a.institute.id),
    notices: await noticeRowsOf(t, a.institute.id),
    expenses: await expenseRowsOf(t, a.institute.id),
    payroll: await payrollRowsOf(t, a.institute.id),
    inventory: await inventoryRowsOf(t, a.institute.id),
    visitors: await visitorRowsOf(t, a.institute.id),
    records: await recordRowsOf(t, a.institute.id, a.student.profileId),
    subjects: await subjectRowsOf(t, a.institute.id),
    attendance: await attendanceRowsOf(t, a.institute.id),
    timetable: await timetableRowsOf(t, a.institute.id),
    calendar: await calendarRowsOf(t, a.institute.id, a.student.profileId),
    fees: await feeRowsOf(t, a.institute.id),
    paymentTransactions: await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.instituteId, a.institute.id)),
    studentSession: await db()
      .select({ publicId: sessions.publicId })
      .from(sessions)
      .where(eq(sessions.publicId, a.studentSessionId)),
  };
}

describe("cross-tenant access to every route naming another institute's objects", () => {
  it('has a case for every signed-in route', () => {
    const missing = signedInRoutes()
      .map(keyOf)
      .filter((key) => !CASES[key]);
    expect(missing, 'add these routes to CASES').toEqual([]);
  });

  it("refuses B's admin every object of A, shows nothing of A and changes nothing of A", async () => {
    const before = await rowsOfA();
    for (const route of signedInRoutes()) {
      const c = (CASES[keyOf(route)] as () => Case)();
      const res = await callAsB(route, c);
      const what = `${keyOf(route)} as B's admin`;
      if (c.namesA)
        expect([403, 404], `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expectNothingOfA(res, what);
    }
    expect(await rowsOfA()).toEqual(before);
  });

  it('refuses an unverified profile every user action beyond the default ones', async () => {
    const routes = signedInRoutes().filter(
      (r) =>
        r.access.kind === 'user' &&
        !(DEFAULT_USER_ACTIONS as readonly string[]).includes(r.access.action),
    );
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: as(unverified),
        payload: {},
      });
      expect(res.statusCode, `${keyOf(route)}: ${res.body}`).toBe(403);
    }
  });
});
