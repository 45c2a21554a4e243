import { DEFAULT_USER_ACTIONS } from '@shala/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
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
import { feeObjectsOf, feeRowsOf } from '../fees/tenant-objects.js';
import { paymentObjectsOf } from '../payments/tenant-objects.js';
import {
  type AdmissionSchool,
  admissionSchool,
  JPEG,
  pendingApplication,
  staffCall,
} from '../support/admission-helpers.js';
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
import { multipart } from '../support/setup-helpers.js';
import { transportObjectsOf, transportRowsOf } from '../transport/tenant-objects.js';

// The cross-tenant suite for objects: cross-tenant.test.ts walks the group routes with A's
// groups; this one walks EVERY signed-in route as B's admin, acting in B (so the group check
// passes) while naming A's objects wherever the route takes an id (path, query or body): A's
// classes, sessions, terms, roles, memberships, applications, documents and profiles. Each
// route has a case below, and a route without one fails the suite, so new routes are covered
// when they are added. Nothing of A may appear in any answer, and A's rows stay as they were.

let t: TestContext;
let a: AdmissionSchool & {
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
let b: Awaited<ReturnType<typeof schoolWithAdmin>> & { teacherRoleId: string };
let unverified: TestProfile;
/** A's exam with the student's started attempt and answer (exams/tasks-helpers.ts). */
let aExam: Awaited<ReturnType<typeof examObjectsOf>>;
/** A's financial account and a payment of A's student (payments/tenant-objects.ts). */
let aPay: Awaited<ReturnType<typeof paymentObjectsOf>>;
/** A's vehicle, route, stop, cost and rider (transport/tenant-objects.ts). */
let aTransport: Awaited<ReturnType<typeof transportObjectsOf>>;
/** A's online order (support/razorpay-tenant.ts). */
let aOnline: Awaited<ReturnType<typeof onlineObjectsOf>>;
/** A's fee structure assigned to its student, with a manual concession (fees/tenant-objects.ts). */
let aFees: Awaited<ReturnType<typeof feeObjectsOf>>;
let aNotificationId: string;
let aChat: Awaited<ReturnType<typeof chatObjectsOf>>;

const STUDENT_NAME = 'Zoravar';

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
  const schoolB = await schoolWithAdmin(t, 'School B');
  b = { ...schoolB, teacherRoleId: schoolB.institute.roles.TEACHER.id };
  unverified = await createProfile(t, { verified: false });
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

type Case = {
  /** The request's payload and query; the URL's parameters are filled in by the walk. */
  payload?: InjectOptions['payload'];
  query?: () => Record<string, string>;
  contentType?: string;
  /** True when the call names one of A's objects and must be refused (403 or 404). */
  namesA?: boolean;
};

/** An id that names nothing (exams of A are not set up here). */
const NO_ID = '00000000-0000-4000-8000-000000000001';

/** The question bank's cases: a question and an option of B's bank, and an id of none. */
const NO_QUESTION = '00000000-0000-4000-8000-00000000000b';
const bankQuestion = () => ({
  groupId: b.institute.id,
  questionType: 'SUBJECTIVE',
  question: 'Explain photosynthesis.',
  marks: 2,
  questionDifficulty: 'EASY',
});
const bankOption = () => ({
  groupId: b.institute.id,
  questionId: NO_QUESTION,
  title: 'A',
  text: 'Chlorophyll',
});

const basicInfo = {
  firstName: 'Changed',
  lastName: 'Name',
  phone: '',
  gender: '',
  dateOfBirth: '',
  address: '',
  fatherName: '',
  motherName: '',
};
const sessionDates = { name: '2027-28', startDate: '01/04/2027', endDate: '31/03/2028' };
const termDates = { name: 'Renamed', startDate: '01/10/2026', endDate: '31/03/2027' };

/**
 * Every non-public route. `namesA` routes carry A's objects (in the path unless said); the
 * others act on the caller's own account or on B, and must simply say nothing of A.
 */
const CASES: Record<string, () => Case> = {
  'POST /rest/academic/session': () => ({ payload: sessionDates }),
  'PUT /rest/academic/session/:sessionId': () => ({ payload: sessionDates, namesA: true }),
  'DELETE /rest/academic/session/:sessionId': () => ({ namesA: true }),
  'POST /rest/academic/session/:sessionId/activate': () => ({ namesA: true }),
  'GET /rest/academic/session/all': () => ({}),
  'GET /rest/account/contract': () => ({}),
  'POST /rest/account/contract/sign': () => ({}),
  'DELETE /rest/account/email': () => ({}),
  'POST /rest/account/email': () => ({}),
  'POST /rest/account/email/confirm': () => ({}),
  'GET /rest/account/email/status': () => ({}),
  'GET /rest/account/info': () => ({}),
  'GET /rest/account/sessions': () => ({}),
  'DELETE /rest/account/sessions': () => ({}),
  'DELETE /rest/account/sessions/:sessionId': () => ({ namesA: true }),
  'POST /rest/account/password': () => ({}),
  'GET /rest/account/verification': () => ({}),
  'POST /rest/account/verification/email': () => ({}),
  'POST /rest/account/verification/email/confirm': () => ({}),
  'GET /rest/admin/accounts': () => ({ namesA: true }),
  'GET /rest/admin/contact-requests': () => ({ namesA: true }),
  'POST /rest/admin/contact-requests/:id/handled': () => ({ namesA: true }),
  'GET /rest/admin/institutes': () => ({ namesA: true }),
  'POST /rest/admin/institutes': () => ({ namesA: true }),
  'GET /rest/admin/mail-failures': () => ({ namesA: true }),
  'POST /rest/admin/mail-failures/:id/resend': () => ({ namesA: true }),
  'POST /rest/admin/institutes/:instituteId/verify': () => ({
    payload: { verified: false },
    namesA: true,
  }),
  'POST /rest/admin/profiles/:profileId/verify': () => ({
    payload: { verified: false },
    namesA: true,
  }),
  'GET /rest/admission/applications': () => ({ query: () => ({ classId: a.open.id }) }),
  'GET /rest/admission/applications/:id': () => ({ namesA: true }),
  'GET /rest/admission/applications/:id/documents/:documentId': () => ({ namesA: true }),
  'POST /rest/admission/applications/:id/accept': () => ({ payload: {}, namesA: true }),
  'POST /rest/admission/applications/:id/reject': () => ({
    payload: { reason: 'No seats left this year' },
    namesA: true,
  }),
  'POST /rest/admission/apply-as-user': () => {
    // Applying to A is open to anyone; applying for A's student (not the caller's) is not.
    const form = multipart([{ field: 'files', name: 'adhar.jpg', bytes: JPEG }], {
      sessionId: a.institute.session.id,
      classId: a.open.id,
      profileId: a.student.profileId,
      fName: 'Ira',
      lName: 'Test',
      phone: '9876543210',
      gender: 'female',
    });
    return {
      payload: form.payload,
      contentType: form.contentType,
      query: () => ({ instituteId: a.institute.id }),
      namesA: true,
    };
  },
  'PUT /rest/admission/config': () => ({ payload: { open: false } }),
  'GET /rest/admission/config': () => ({}),
  'PUT /rest/admission/settings': () => ({
    payload: {
      numberPattern: 'X/{SEQ}',
      extraFields: {
        dateOfBirth: 'required',
        address: 'off',
        previousSchool: 'off',
        bloodGroup: 'off',
        category: 'off',
      },
    },
  }),
  'GET /rest/admission/mine': () => ({}),
  'GET /rest/audit': () => ({}),
  'GET /rest/audit/mine': () => ({}),
  'GET /rest/auth/me': () => ({}),
  'POST /rest/auth/password/change-link': () => ({}),
  // The caller's own account only: no id to name.
  'PUT /rest/chat/status': () => ({ payload: { chatStatus: 'OFFLINE' } }),
  // Chat with A's people: refused, and nothing of theirs answered.
  'GET /rest/chat/messages': () => ({
    query: () => ({ receiverId: a.student.profileId, ownerType: 'USER' }),
    namesA: true,
  }),
  'POST /rest/chat/message': () => ({
    payload: { ownerType: 'USER', recipientId: a.student.profileId, content: 'Hi' },
    namesA: true,
  }),
  'PUT /rest/chat/seen': () => ({
    payload: { ownerType: 'GROUP', receiverId: a.open.id },
    namesA: true,
  }),
  'DELETE /rest/chat/message/:id': () => ({ namesA: true }),
  'GET /rest/chat/media/:id': () => ({ namesA: true }),
  'GET /rest/chat/list': () => ({}),
  // The caller's own browser: nothing of A to name.
  'GET /rest/fcm/vapid-key': () => ({}),
  'POST /rest/fcm/registerkey': () => ({
    payload: {
      key: JSON.stringify({
        endpoint: 'https://fcm.googleapis.com/fcm/send/b',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
    },
  }),
  'GET /rest/chat/search': () => ({ query: () => ({ query: STUDENT_NAME }) }),
  'POST /rest/chat/media': () => {
    const form = multipart([{ field: 'file', name: 'me.jpg', bytes: JPEG }]);
    return { payload: form.payload, contentType: form.contentType };
  },
  'GET /rest/dashboard': () => ({}),
  'GET /rest/groups/:groupId': () => ({}),
  'GET /rest/groups/:groupId/classes': () => ({}),
  'POST /rest/groups/:groupId/classes': () => ({ payload: { level: 'Class 9' } }),
  'PUT /rest/groups/:groupId/classes/:classId': () => ({
    payload: { level: 'Class 9', section: 'Z' },
    namesA: true,
  }),
  'DELETE /rest/groups/:groupId/classes/:classId': () => ({ namesA: true }),
  'GET /rest/groups/:groupId/members': () => ({
    query: () => ({ sessionId: a.institute.session.id }),
    namesA: true,
  }),
  'PUT /rest/groups/:groupId/members/:membershipId': () => ({
    payload: { roleId: b.teacherRoleId },
    namesA: true,
  }),
  'DELETE /rest/groups/:groupId/members/:membershipId': () => ({ namesA: true }),
  'POST /rest/groups/:groupId/members/:membershipId/move': () => ({
    payload: { toClassId: a.closed.id },
    namesA: true,
  }),
  'POST /rest/groups/:groupId/members/invite': () => ({
    payload: {
      email: 'new.person@example.com',
      firstName: 'New',
      lastName: 'Person',
      roleId: a.roleId,
    },
    namesA: true,
  }),
  'GET /rest/groups/mine': () => ({}),
  'GET /rest/groups/:groupId/invitations': () => ({}),
  'DELETE /rest/groups/:groupId/invitations/:invitationId': () => ({ namesA: true }),
  'GET /rest/invitations/mine': () => ({}),
  'POST /rest/invitations/:invitationId/accept': () => ({ namesA: true }),
  'POST /rest/invitations/:invitationId/decline': () => ({ namesA: true }),
  'POST /rest/import/staff': () => ({}),
  'POST /rest/import/students': () => ({}),
  'GET /rest/import/templates/:kind': () => ({}),
  'GET /rest/institutes/:groupId/details': () => ({}),
  'PUT /rest/institutes/:groupId/details': () => ({}),
  'POST /rest/institutes/:groupId/logo': () => ({}),
  'POST /rest/institutes/:groupId/setup-complete': () => ({}),
  'GET /rest/notification/settings': () => ({}),
  'PUT /rest/notification/settings': () => ({}),
  // The acting profile's own notifications: A's student's is another's, so 404.
  'GET /rest/notification': () => ({}),
  'PUT /rest/notification/read-all': () => ({}),
  'GET /rest/notification/:id': () => ({ namesA: true }),
  'PUT /rest/notification/:id/read': () => ({ namesA: true }),
  'GET /rest/permission/groups': () => ({}),
  'GET /rest/permission/user': () => ({}),
  'GET /rest/profile/:id': () => ({ namesA: true }),
  'GET /rest/profile/all': () => ({}),
  'PUT /rest/profile/default': () => ({
    payload: { profileId: a.student.profileId },
    namesA: true,
  }),
  'PUT /rest/profile/default-group': () => ({ payload: { groupId: a.institute.id }, namesA: true }),
  'PUT /rest/profile/default-class': () => ({ payload: { groupId: a.open.id }, namesA: true }),
  'PUT /rest/profiles/:profileId/basic-info': () => ({ payload: basicInfo, namesA: true }),
  'GET /rest/profiles/:profileId/card': () => ({ namesA: true }),
  // Issue 22 item 8: B's admin may not set A's student's date of birth or blood group.
  'PUT /rest/profiles/:profileId/details': () => ({
    payload: { dateOfBirth: '2015-06-01', bloodGroup: 'O+' },
    namesA: true,
  }),
  'GET /rest/profiles/:profileId/photo': () => ({ namesA: true }),
  'POST /rest/profiles/:profileId/photo': () => {
    const form = multipart([{ field: 'photo', name: 'me.jpg', bytes: JPEG }]);
    return { payload: form.payload, contentType: form.contentType, namesA: true };
  },
  'GET /rest/roles': () => ({}),
  'POST /rest/roles': () => ({ payload: { name: 'Visitors', permissions: ['getGroup'] } }),
  'PUT /rest/roles/:roleId': () => ({
    payload: { name: 'Renamed', permissions: ['getGroup'] },
    namesA: true,
  }),
  'DELETE /rest/roles/:roleId': () => ({ namesA: true }),
  'GET /rest/terms': () => ({ query: () => ({ sessionId: a.institute.session.id }), namesA: true }),
  'POST /rest/terms': () => ({
    payload: { sessionId: a.institute.session.id, ...termDates },
    namesA: true,
  }),
  'PUT /rest/terms/:termId': () => ({ payload: termDates, namesA: true }),
  'DELETE /rest/terms/:termId': () => ({ namesA: true }),
  // The question bank, as B's admin in B: an id that names nothing of B is not found.
  'GET /rest/examination/question/groupId': () => ({}),
  'GET /rest/examination/question/tags': () => ({ query: () => ({ tags: 'algebra' }) }),
  'GET /rest/examination/question/category': () => ({
    query: () => ({ questionCategory: 'Mathematics' }),
  }),
  'GET /rest/examination/question/id': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'GET /rest/examination/question/file': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'POST /rest/examination/question': () => ({ payload: bankQuestion() }),
  'PUT /rest/examination/question': () => ({ payload: { ...bankQuestion(), id: NO_QUESTION } }),
  'DELETE /rest/examination/question/delete': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'DELETE /rest/examination/question/disable': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'POST /rest/examination/question/import': () => ({ payload: { groupId: b.institute.id } }),
  'GET /rest/examination/question/import/template': () => ({}),
  'POST /rest/objective/question/option': () => ({ payload: bankOption() }),
  'PUT /rest/objective/question/option': () => ({ payload: { ...bankOption(), id: NO_QUESTION } }),
  'GET /rest/objective/question/option/id': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'DELETE /rest/objective/question/option/delete': () => ({ query: () => ({ id: NO_QUESTION }) }),
  'DELETE /rest/objective/question/option/disable': () => ({ query: () => ({ id: NO_QUESTION }) }),
  // Exams' marking and results: A's student named in B's institute is not found.
  'GET /rest/examination/answer/academictaskid/admin/owner': () => ({
    query: () => ({ academicTaskId: NO_ID, userProfileId: a.student.profileId }),
    namesA: true,
  }),
  'GET /rest/exam/marking/question': () => ({
    query: () => ({ academicTaskId: NO_ID, examQuestionId: NO_ID }),
  }),
  'PUT /rest/examination/answer/marking': () => ({
    payload: { groupId: b.institute.id, answerId: NO_ID, marks: 1 },
  }),
  // Save all naming A's real answer: not found in B, and nothing of A is marked.
  'PUT /rest/exam/marking/all': () => ({
    payload: { groupId: b.institute.id, marks: [{ answerId: aExam.answerId, marks: 1 }] },
    namesA: true,
  }),
  'POST /rest/examination/evaluation': () => ({
    payload: {
      groupId: b.institute.id,
      taskSubmissionId: NO_ID,
      userProfileId: a.student.profileId,
    },
    namesA: true,
  }),
  'GET /rest/exam/results': () => ({ query: () => ({ academicTaskId: NO_ID }) }),
  'GET /rest/exam/results/csv': () => ({ query: () => ({ academicTaskId: NO_ID }) }),
  'POST /rest/exam/results/publish': () => ({
    payload: { groupId: b.institute.id, academicTaskId: NO_ID },
  }),
  'GET /rest/exam/result': () => ({
    query: () => ({ academicTaskId: NO_ID, userProfileId: a.student.profileId }),
    namesA: true,
  }),
  'GET /rest/exam/grade-changes': () => ({
    query: () => ({ academicTaskId: NO_ID, userProfileId: a.student.profileId }),
    namesA: true,
  }),
};

/** Exams as academic tasks, their configs, questions, attempts and answers: A's, named from B. */
const examTimes = () => ({
  title: 'T',
  startDateTime: '2026-06-01T04:30:00.000Z',
  endDateTime: '2026-06-01T06:30:00.000Z',
});
const onA = (c: Omit<Case, 'namesA'>): Case => ({ ...c, namesA: true });
Object.assign(CASES, {
  'GET /rest/academic/task': () => ({}),
  'GET /rest/academic/task/id': () => onA({ query: () => ({ id: aExam.taskId }) }),
  'POST /rest/academic/task': () => ({ payload: { groupId: b.institute.id, ...examTimes() } }),
  'PUT /rest/academic/task': () =>
    onA({ payload: { groupId: b.institute.id, id: aExam.taskId, ...examTimes() } }),
  'POST /rest/academic/task/publish': () =>
    onA({ payload: { groupId: b.institute.id, id: aExam.taskId } }),
  'DELETE /rest/academic/task/delete': () => onA({ query: () => ({ id: aExam.taskId }) }),
  'GET /rest/exam/mine': () => ({}),
  'GET /rest/exam/config/group/id': () => ({}),
  'GET /rest/exam/config/task/id': () => onA({ query: () => ({ academicTaskId: aExam.taskId }) }),
  'GET /rest/exam/config/admin/owner/task/id': () =>
    onA({ query: () => ({ academicTaskId: aExam.taskId }) }),
  'GET /rest/exam/config': () => onA({ query: () => ({ id: aExam.configId }) }),
  'POST /rest/exam/config': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        academicTaskId: aExam.taskId,
        examinationType: 'MIXED',
        examCategory: 'UNIT_TEST',
      },
    }),
  'PUT /rest/exam/config': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        id: aExam.configId,
        academicTaskId: aExam.taskId,
        examinationType: 'MIXED',
        examCategory: 'UNIT_TEST',
      },
    }),
  'DELETE /rest/exam/config/delete': () => onA({ query: () => ({ id: aExam.configId }) }),
  'DELETE /rest/exam/config/disable': () => onA({ query: () => ({ id: aExam.configId }) }),
  'GET /rest/examination/exam/question/questionid': () =>
    onA({ query: () => ({ questionId: aExam.examQuestionId }) }),
  'POST /rest/examination/exam/question': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        academicTaskId: aExam.taskId,
        questionId: aExam.questionId,
      },
    }),
  'PUT /rest/examination/exam/question': () =>
    onA({ payload: { groupId: b.institute.id, id: aExam.examQuestionId, maximumMarks: 1 } }),
  'DELETE /rest/examination/exam/question/delete': () =>
    onA({ query: () => ({ id: aExam.examQuestionId }) }),
  'DELETE /rest/examination/exam/question/disable': () =>
    onA({ query: () => ({ id: aExam.examQuestionId }) }),
  'POST /rest/examination/start/accept': () =>
    onA({ payload: { groupId: b.institute.id, academicTaskId: aExam.taskId } }),
  'POST /rest/examination/start/reject': () =>
    onA({ payload: { groupId: b.institute.id, academicTaskId: aExam.taskId } }),
  'POST /rest/examination/start/reset': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        academicTaskId: aExam.taskId,
        userProfileId: a.student.profileId,
      },
    }),
  'GET /rest/examination/start': () => onA({ query: () => ({ academicTaskId: aExam.taskId }) }),
  'POST /rest/examination/submission': () =>
    onA({ payload: { groupId: b.institute.id, academicTaskId: aExam.taskId } }),
  'PUT /rest/exam/accommodation': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        academicTaskId: aExam.taskId,
        userProfileId: a.student.profileId,
        extraMinutes: 5,
      },
    }),
  'GET /rest/exam/live': () => onA({ query: () => ({ academicTaskId: aExam.taskId }) }),
  'POST /rest/exam/end': () =>
    onA({ payload: { groupId: b.institute.id, academicTaskId: aExam.taskId, forEveryone: true } }),
  'POST /rest/examination/answer': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        academicTaskId: aExam.taskId,
        questionId: aExam.examQuestionId,
        answer: 'C',
        version: 9,
      },
    }),
  'PUT /rest/examination/answer': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        id: aExam.answerId,
        academicTaskId: aExam.taskId,
        questionId: aExam.examQuestionId,
        answer: 'C',
        version: 9,
      },
    }),
  'GET /rest/examination/answer/questionid': () =>
    onA({ query: () => ({ examQuestionId: aExam.examQuestionId }) }),
  'GET /rest/examination/answer/academictaskid': () =>
    onA({ query: () => ({ academicTaskId: aExam.taskId }) }),
  'GET /rest/examination/answer': () => ({}),
  'GET /rest/examination/answer/id': () => onA({ query: () => ({ id: aExam.answerId }) }),
  'GET /rest/examination/answer/file': () => onA({ query: () => ({ id: aExam.answerId }) }),
} satisfies Record<string, () => Case>);

/** Payments: A's financial account, payment record and transaction, named from B. */
Object.assign(CASES, {
  'GET /rest/finance/account': () => ({}),
  'POST /rest/finance/account': () => ({
    payload: { groupId: b.institute.id, accountName: 'B Cash', acceptanceMediums: 'CASH' },
  }),
  'PUT /rest/finance/account': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        id: aPay.accountId,
        accountName: 'Taken over',
        acceptanceMediums: 'CASH',
      },
    }),
  'DELETE /rest/finance/account/disable': () => onA({ query: () => ({ id: aPay.accountId }) }),
  'POST /rest/payment/record': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        sessionId: a.institute.session.id,
        userProfileId: a.student.profileId,
        recordType: 'FEES',
        transactionId: 'CROSSTENANT0001',
        paymentMedium: 'CASH',
        financialAccountId: aPay.accountId,
        amount: 100,
        discount: 0,
        paidMap: {},
      },
    }),
  'GET /rest/payment/record/id': () => onA({ query: () => ({ id: aPay.recordId }) }),
  'GET /rest/payment/student': () => onA({ query: () => ({ userProfileId: a.student.profileId }) }),
  'GET /rest/payment/transactions': () => ({ query: () => ({ classId: a.open.id }) }),
  'GET /rest/payment/transactions/csv': () => ({ query: () => ({ classId: a.open.id }) }),
  'GET /rest/payment/mine': () => ({}),
  'GET /rest/payment/collection': () => ({ query: () => ({ date: '2026-06-01' }) }),
  'GET /rest/payment/collection/csv': () => ({ query: () => ({ date: '2026-06-01' }) }),
  'GET /rest/payment/collection/pdf': () => ({ query: () => ({ date: '2026-06-01' }) }),
  'GET /rest/payment/receipt': () => onA({ query: () => ({ id: aPay.recordId }) }),
  'GET /rest/payment/receipt/transaction': () => onA({ query: () => ({ id: aPay.transactionPk }) }),
  'GET /rest/payment/receipt/day': () => ({ query: () => ({ date: '2026-06-01' }) }),
  'POST /rest/payment/revert': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        id: aPay.transactionPk,
        recordId: aPay.recordId,
        reason: 'Taken over',
      },
    }),
  'POST /rest/payment/record/common': () =>
    onA({
      payload: {
        groupId: b.institute.id,
        recordType: 'FEES',
        transactionId: 'CROSSTENANT0002',
        financialAccountId: aPay.accountId,
        paymentMedium: 'CASH',
        paymentRecordNewInputDtoList: JSON.stringify([
          { userProfileId: a.student.profileId, paid: {}, totalAmountPaid: 100, discount: 0 },
        ]),
      },
    }),
} satisfies Record<string, () => Case>);

/** Transport: A's vehicle, route, stop, cost and rider, named from B. */
const ofB = (payload: Record<string, unknown>) => ({ groupId: b.institute.id, ...payload });
Object.assign(CASES, {
  'GET /rest/transport/vehicle': () => ({}),
  'POST /rest/transport/vehicle': () => ({
    payload: ofB({ registrationNumber: 'KA 01 B 1', name: 'B Bus', capacity: 10 }),
  }),
  'PUT /rest/transport/vehicle': () =>
    onA({
      payload: ofB({
        id: aTransport.vehicleId,
        registrationNumber: 'KA 01 B 2',
        name: 'Taken over',
        capacity: 10,
      }),
    }),
  'DELETE /rest/transport/vehicle/disable': () =>
    onA({ query: () => ({ id: aTransport.vehicleId }) }),
  'GET /rest/transport/route': () => onA({ query: () => ({ sessionId: a.institute.session.id }) }),
  'GET /rest/transport/stop': () => onA({ query: () => ({ sessionId: a.institute.session.id }) }),
  'POST /rest/transport/route': () =>
    onA({ payload: ofB({ name: 'Borrowed', vehicleId: aTransport.vehicleId }) }),
  'PUT /rest/transport/route': () =>
    onA({ payload: ofB({ id: aTransport.routeId, name: 'Taken over' }) }),
  'DELETE /rest/transport/route': () => onA({ query: () => ({ id: aTransport.routeId }) }),
  'POST /rest/transport/stop': () =>
    onA({ payload: ofB({ routeId: aTransport.routeId, name: 'Sneaky' }) }),
  'PUT /rest/transport/stop': () =>
    onA({ payload: ofB({ id: aTransport.stopId, name: 'Taken over', position: 1 }) }),
  'DELETE /rest/transport/stop': () => onA({ query: () => ({ id: aTransport.stopId }) }),
  'GET /rest/transport/cost': () => onA({ query: () => ({ sessionId: a.institute.session.id }) }),
  'POST /rest/transport/cost': () =>
    onA({
      payload: ofB({
        stopId: aTransport.stopId,
        sessionId: b.institute.session.id,
        instalments: [{ name: 'Mine', amountPaise: 1, dueDate: '2026-04-10' }],
      }),
    }),
  'PUT /rest/transport/cost': () =>
    onA({
      payload: ofB({ id: aTransport.costId, name: 'Mine', amountPaise: 1, dueDate: '2026-04-10' }),
    }),
  'DELETE /rest/transport/cost': () => onA({ query: () => ({ id: aTransport.costId }) }),
  'GET /rest/transport/assignment': () =>
    onA({ query: () => ({ sessionId: a.institute.session.id }) }),
  'POST /rest/transport/assignment': () =>
    onA({
      payload: ofB({
        userProfileId: a.student.profileId,
        stopId: aTransport.stopId,
        sessionId: b.institute.session.id,
      }),
    }),
  'DELETE /rest/transport/assignment': () =>
    onA({ query: () => ({ id: aTransport.assignmentId }) }),
} satisfies Record<string, () => Case>);

/** Fees: A's fee structure, its concession, sessions and student, named from B. */
const feeParticular = { name: 'Fee', kind: 'CHARGE', amountPaise: 100, dueDate: '2026-05-01' };
Object.assign(CASES, {
  'GET /rest/fee/structure': () => onA({ query: () => ({ sessionId: a.institute.session.id }) }),
  'GET /rest/fee/structure/id': () => onA({ query: () => ({ id: aFees.structureId }) }),
  'POST /rest/fee/structure': () => ({
    payload: ofB({ sessionId: a.institute.session.id, name: 'B', particulars: [feeParticular] }),
  }),
  'PUT /rest/fee/structure': () =>
    onA({
      payload: ofB({
        id: aFees.structureId,
        sessionId: a.institute.session.id,
        name: 'Taken over',
        particulars: [feeParticular],
      }),
    }),
  'DELETE /rest/fee/structure/delete': () => onA({ query: () => ({ id: aFees.structureId }) }),
  'GET /rest/fee/structure/unassigned': () => onA({ query: () => ({ id: aFees.structureId }) }),
  'GET /rest/fee/settings': () => ({}),
  'PUT /rest/fee/settings': () => ({ payload: ofB({ midSessionJoin: 'FULL' }) }),
  'POST /rest/fee/structure/assign': () =>
    onA({ payload: ofB({ id: aFees.structureId, userProfileIds: [a.student.profileId] }) }),
  'GET /rest/fee/concession': () => ({
    query: () => ({ structureId: aFees.structureId, userProfileId: a.student.profileId }),
  }),
  'POST /rest/fee/concession': () =>
    onA({
      payload: ofB({
        structureId: aFees.structureId,
        userProfileId: a.student.profileId,
        amountPaise: 100,
        reason: 'Taken over',
      }),
    }),
  'DELETE /rest/fee/concession/delete': () => onA({ query: () => ({ id: aFees.concessionId }) }),
  'POST /rest/fee/carry-over': () =>
    onA({ payload: ofB({ fromSessionId: a.institute.session.id, toSessionId: NO_ID }) }),
  'GET /rest/fee/estimation': () => onA({ query: () => ({ userProfileId: a.student.profileId }) }),
  'GET /rest/fee/cart': () => onA({ query: () => ({ userProfileIds: a.student.profileId }) }),
  'GET /rest/fee/summary/group': () => ({ query: () => ({ sessionId: a.institute.session.id }) }),
  // Collect fees' search (issue 22 item 5) with A's class: nothing of A, never A's students.
  'GET /rest/fee/students': () => ({ query: () => ({ classId: a.open.id, search: 'Test' }) }),
} satisfies Record<string, () => Case>);

/** Online payment: A's student and A's order, named from B (online payment off here). */
Object.assign(CASES, {
  'GET /rest/payment/online/config': () => ({}),
  'POST /rest/payment/online/order': () =>
    onA({
      payload: ofB({ userProfileId: a.student.profileId, recordType: 'FEES', amount: 10_000 }),
    }),
  'POST /rest/payment/online/verify': () =>
    onA({
      payload: ofB({
        razorpay_order_id: aOnline.gatewayOrderId,
        razorpay_payment_id: 'pay_TheirPayment001',
        razorpay_signature: 'a'.repeat(64),
      }),
    }),
} satisfies Record<string, () => Case>);

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
