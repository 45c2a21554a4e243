import { AUDIT_ACTIONS, type AuditAction } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { type AuditWords, auditSentence, ownLogLine } from './sentence';

const ANITA = 'p-anita';

function event(action: string, over: Partial<AuditWords> = {}): AuditWords {
  return {
    action,
    actorAccountId: 'a-anita',
    actorProfileId: ANITA,
    actorName: 'Anita Desai',
    targetId: 't-1',
    targetName: null,
    groupName: null,
    relatedName: null,
    detail: {},
    ...over,
  };
}

/** For every recorded action: an event as the server presents it, and its sentence. */
const CASES: Record<AuditAction, [Partial<AuditWords>, string]> = {
  'account.actionRefused': [
    { detail: { method: 'GET', route: '/rest/audit', summary: "An institute's audit log" } },
    "Anita Desai was refused “An institute's audit log”.",
  ],
  'account.contractSigned': [{}, 'Anita Desai signed the contract.'],
  'account.emailChanged': [
    { detail: { from: 'a***@x.in', to: 'n***@x.in' } },
    'Anita Desai changed the e-mail address to n***@x.in.',
  ],
  'account.otherSessionsEnded': [
    { detail: { count: 2 } },
    'Anita Desai signed out 2 other sessions.',
  ],
  'account.passwordChanged': [{}, 'Anita Desai changed the password.'],
  'account.passwordReset': [
    { detail: { through: 'link' } },
    'Anita Desai reset the password through a mailed link.',
  ],
  'account.passwordSet': [{}, 'Anita Desai set the first password through a mailed link.'],
  'account.sessionEnded': [
    { detail: { device: 'Chrome on Android', ip: '198.51.100.7' } },
    'Anita Desai signed out a session on Chrome on Android from 198.51.100.7.',
  ],
  'account.rateLimited': [
    { detail: { limit: 'login' } },
    'Anita Desai was paused after too many sign-in attempts.',
  ],
  'account.signedIn': [{}, 'Anita Desai signed in.'],
  'account.signInFailed': [
    { detail: { reason: 'wrongPassword' } },
    'Anita Desai failed to sign in: wrong password.',
  ],
  'admission.accepted': [
    { targetName: 'Kavya Menon', groupName: 'Class 1 A' },
    'Anita Desai accepted the application of Kavya Menon for Class 1 A.',
  ],
  'admission.applied': [
    { actorName: 'priya_sharma', targetName: 'Diya Sharma', groupName: 'Class 6 A' },
    'priya_sharma applied for the admission of Diya Sharma to Class 6 A.',
  ],
  'admission.configChanged': [
    { targetName: 'Class 1 A', detail: { open: true, seats: 40 } },
    'Anita Desai changed the admission settings of Class 1 A (open, 40 seats).',
  ],
  'admission.rejected': [
    { targetName: 'Kabir Sethi', groupName: 'Class 9 A', detail: { reason: 'No seats' } },
    'Anita Desai rejected the application of Kabir Sethi for Class 9 A.',
  ],
  'admission.settingsChanged': [
    { targetName: 'Demo Public School', detail: { numberPattern: 'DPS/{YYYY}/{SEQ:4}' } },
    'Anita Desai changed the admission settings of Demo Public School (admission numbers DPS/{YYYY}/{SEQ:4}).',
  ],
  'attendance.corrected': [
    {
      targetName: 'Class 5 A',
      detail: {
        classId: 'c-5a',
        day: '2026-06-01',
        period: null,
        reason: 'Came at 9:20',
        changes: [{ name: 'Kabir Test', from: 'A', to: 'L' }],
      },
    },
    'Anita Desai changed a saved attendance mark of Class 5 A on 2026-06-01: Came at 9:20.',
  ],
  'attendance.settingsChanged': [
    { targetName: 'Demo Public School', detail: { mode: 'PERIOD', statuses: ['SPT'] } },
    'Anita Desai changed the attendance settings of Demo Public School.',
  ],
  'attendance.holidayAdded': [
    {
      targetName: 'Class 10 A',
      detail: { day: '2026-08-15', kind: 'WORKING', name: 'Board practice', classId: 'c-10a' },
    },
    'Anita Desai added the working day “Board practice” on 2026-08-15 for Class 10 A.',
  ],
  'attendance.holidayRemoved': [
    {
      targetName: 'Demo Public School',
      detail: { day: '2026-11-08', kind: 'HOLIDAY', name: 'Diwali', classId: null },
    },
    'Anita Desai removed the holiday “Diwali” on 2026-11-08 for Demo Public School.',
  ],
  'attendance.leaveDecided': [
    {
      targetName: 'Rohan Mehta',
      groupName: 'Class 5 A',
      detail: { decision: 'APPROVED', fromDay: '2026-06-02', toDay: '2026-06-03' },
    },
    'Anita Desai approved the leave of Rohan Mehta in Class 5 A from 2026-06-02 to 2026-06-03.',
  ],
  'attendance.leaveWithdrawn': [
    {
      targetName: 'Rohan Mehta',
      groupName: 'Class 5 A',
      detail: { fromDay: '2026-06-02', toDay: '2026-06-03' },
    },
    'Anita Desai withdrew the leave asked for Rohan Mehta in Class 5 A from 2026-06-02 to 2026-06-03.',
  ],
  'class.created': [{ targetName: 'Nursery B' }, 'Anita Desai added the class Nursery B.'],
  'class.deleted': [{ targetName: 'Class 5 C' }, 'Anita Desai deleted Class 5 C.'],
  'class.updated': [
    { targetName: 'Class 5 D', detail: { from: 'Class 5 C', to: 'Class 5 D' } },
    'Anita Desai renamed Class 5 C to Class 5 D.',
  ],
  'contactRequest.handled': [
    { actorName: 'Super Admin', targetName: 'Fees query' },
    'Super Admin marked the contact request “Fees query” as handled.',
  ],
  'contactRequest.reopened': [
    { actorName: 'Super Admin', targetName: 'Fees query' },
    'Super Admin reopened the contact request “Fees query”.',
  ],
  'event.created': [{ targetName: 'Annual Day' }, 'Anita Desai added the school event Annual Day.'],
  'event.updated': [
    { targetName: 'Annual Day' },
    'Anita Desai changed the school event Annual Day.',
  ],
  'event.disabled': [
    { targetName: 'Annual Day', detail: { disabled: true } },
    'Anita Desai hid the school event Annual Day from calendars.',
  ],
  'event.deleted': [{}, 'Anita Desai deleted a school event.'],
  'exam.evaluated': [
    {
      actorName: 'Asha Verma',
      targetName: 'Rohan Mehta',
      groupName: 'Class 5 A',
      detail: { title: 'Unit Test 1', total: 18.5, maximumMarks: 20 },
    },
    'Asha Verma evaluated the exam “Unit Test 1” of Rohan Mehta in Class 5 A (18.5 of 20).',
  ],
  'exam.resultsPublished': [
    { actorName: 'Asha Verma', targetName: 'Unit Test 1', groupName: 'Class 5 A' },
    'Asha Verma published the results of the exam “Unit Test 1” in Class 5 A.',
  ],
  'exam.published': [
    { actorName: 'Asha Verma', targetName: 'Unit Test 1', groupName: 'Class 5 A' },
    'Asha Verma published the exam “Unit Test 1” in Class 5 A.',
  ],
  'exam.endedEarly': [
    {
      actorName: 'Asha Verma',
      targetName: 'Unit Test 1',
      groupName: 'Class 5 A',
      detail: { finalised: 2, notStarted: 1 },
    },
    'Asha Verma ended the exam “Unit Test 1” in Class 5 A early, submitting 2 open attempts.',
  ],
  'exam.attemptReset': [
    {
      actorName: 'Asha Verma',
      targetName: 'Rohan Mehta',
      groupName: 'Class 5 A',
      detail: { title: 'Unit Test 1', from: 'STARTED', answers: 3 },
    },
    'Asha Verma reset the attempt of Rohan Mehta at the exam “Unit Test 1” in Class 5 A.',
  ],
  'exam.extraTimeGiven': [
    {
      actorName: 'Asha Verma',
      targetName: 'Rohan Mehta',
      groupName: 'Class 5 A',
      detail: { title: 'Unit Test 1', from: 0, to: 20 },
    },
    'Asha Verma gave Rohan Mehta 20 minutes of extra time at the exam “Unit Test 1” in Class 5 A.',
  ],
  'fee.carriedOver': [
    {
      targetId: null,
      detail: { carried: 12, students: 5, fromSessionName: '2025-26', toSessionName: '2026-27' },
    },
    'Anita Desai carried 12 unpaid dues of 5 students from 2025-26 to 2026-27.',
  ],
  'feeConcession.saved': [
    {
      targetName: 'Rohan Mehta',
      detail: { name: 'Tuition', percent: 10, amountPaise: null, reason: 'Scholarship' },
    },
    'Anita Desai gave Rohan Mehta a 10% concession on the fee structure “Tuition”: Scholarship.',
  ],
  'feeConcession.deleted': [
    { targetName: 'Rohan Mehta', detail: { name: 'Tuition', percent: null, amountPaise: 50000 } },
    'Anita Desai removed the ₹500.00 concession of Rohan Mehta on the fee structure “Tuition”.',
  ],
  'feeStructure.created': [
    { groupName: 'Class 5 A', detail: { name: 'Tuition' } },
    'Anita Desai added the fee structure “Tuition” for Class 5 A.',
  ],
  'feeStructure.updated': [
    { groupName: 'Class 5 A', detail: { name: 'Tuition' } },
    'Anita Desai changed the fee structure “Tuition” for Class 5 A.',
  ],
  'feeStructure.deleted': [{ detail: {} }, 'Anita Desai deleted a fee structure.'],
  'feeSettings.updated': [
    { detail: { from: 'FULL', to: 'PRO_RATA' } },
    'Anita Desai changed what a student joining mid-session owes.',
  ],
  'feeStructure.assigned': [
    { groupName: 'Class 5 A', detail: { name: 'Tuition', students: 1 } },
    'Anita Desai assigned the fee structure “Tuition” to 1 student in Class 5 A.',
  ],
  'financialAccount.created': [
    { detail: { name: 'School Bank', acceptanceMediums: ['NEFT'] } },
    'Anita Desai added the financial account School Bank.',
  ],
  'financialAccount.updated': [
    { detail: { name: 'School Bank', acceptanceMediums: ['NEFT'] } },
    'Anita Desai changed the financial account School Bank.',
  ],
  'financialAccount.disabled': [
    { detail: { name: 'Cash Counter', acceptanceMediums: ['CASH'] } },
    'Anita Desai disabled the financial account Cash Counter.',
  ],
  'guardian.linked': [
    {
      actorAccountId: null,
      actorProfileId: null,
      actorName: 'System',
      targetName: 'Ira Kapoor',
      relatedName: 'Neha Kapoor',
      detail: { relation: 'Mother' },
    },
    'System linked Neha Kapoor as mother of Ira Kapoor.',
  ],
  'institute.created': [
    { targetName: 'Demo Public School' },
    'Anita Desai created the institute Demo Public School.',
  ],
  'institute.detailsUpdated': [
    { targetName: 'Demo Public School' },
    'Anita Desai updated the details of Demo Public School.',
  ],
  'institute.logoChanged': [
    { targetName: 'Demo Public School' },
    'Anita Desai changed the logo of Demo Public School.',
  ],
  'institute.setupCompleted': [
    { targetName: 'Demo Public School' },
    'Anita Desai finished the quick setup of Demo Public School.',
  ],
  'institute.unverified': [
    { actorName: 'Super Admin', targetName: 'Demo Public School' },
    'Super Admin marked Demo Public School as not verified.',
  ],
  'invitation.accepted': [
    { actorName: 'Priya Sharma', groupName: 'Class 5 A' },
    'Priya Sharma accepted the invitation to Class 5 A.',
  ],
  'invitation.cancelled': [
    { targetName: 'Meera Iyer', groupName: 'Demo Public School', detail: { email: 'meera@x.in' } },
    'Anita Desai withdrew the invitation of Meera Iyer (meera@x.in) to Demo Public School.',
  ],
  'invitation.declined': [
    { actorName: 'Priya Sharma', groupName: null },
    'Priya Sharma declined an invitation.',
  ],
  'invitation.sent': [
    { targetName: 'Meera Iyer', groupName: 'Class 5 A', detail: { email: 'meera@x.in' } },
    'Anita Desai invited Meera Iyer (meera@x.in) to Class 5 A.',
  ],
  'institute.verified': [
    { actorName: 'Super Admin', targetName: 'Demo Public School' },
    'Super Admin verified the institute Demo Public School.',
  ],
  'mail.resent': [
    { detail: { template: 'passwordChanged', recipient: 'meera@x.in' } },
    'Anita Desai sent a failed mail again (meera@x.in).',
  ],
  'membership.added': [
    { targetName: 'Kavya Menon', groupName: 'Class 1 A', detail: { roleName: 'Student' } },
    'Anita Desai added Kavya Menon to Class 1 A as Student.',
  ],
  'membership.removed': [
    { targetName: 'Asha Verma', groupName: 'Class 5 A', detail: { roleName: 'Teacher' } },
    'Anita Desai removed Asha Verma as Teacher from Class 5 A.',
  ],
  'membership.roleChanged': [
    {
      targetName: 'Asha Verma',
      groupName: 'Demo Public School',
      detail: { from: 'Teacher', to: 'Front Office' },
    },
    'Anita Desai changed the role of Asha Verma in Demo Public School from Teacher to Front Office.',
  ],
  'onlinePayment.ordered': [
    {
      actorName: 'Priya Sharma',
      targetName: 'Aarav Sharma',
      groupName: 'Class 3 A',
      detail: { amount: 250000, orderId: 'order_X' },
    },
    'Priya Sharma started an online payment of ₹2,500.00 for Aarav Sharma in Class 3 A.',
  ],
  'onlinePayment.failed': [
    {
      actorAccountId: null,
      actorProfileId: null,
      actorName: 'System',
      targetName: 'Aarav Sharma',
      detail: { amount: 250000, reason: 'no financial account takes BHIM_UPI' },
    },
    'System could not record the online payment of ₹2,500.00 for Aarav Sharma: no financial account takes BHIM_UPI.',
  ],
  'expense.recorded': [
    { actorName: 'Kavita Rao', targetName: 'PV-12 Electricity bill for May' },
    'Kavita Rao recorded the entry PV-12 Electricity bill for May.',
  ],
  'expense.approved': [
    { targetName: 'PV-13 Projector', detail: { note: 'Quotes compared' } },
    'Anita Desai approved the entry PV-13 Projector: Quotes compared.',
  ],
  'expense.rejected': [
    { targetName: 'PV-14 Fans', detail: { note: null } },
    'Anita Desai rejected the entry PV-14 Fans.',
  ],
  'expense.reversed': [
    {
      actorName: 'Kavita Rao',
      targetName: 'PV-15 Water cans',
      detail: { reason: 'Entered twice' },
    },
    'Kavita Rao reversed the entry PV-15 Water cans: Entered twice.',
  ],
  'expense.settingsChanged': [{}, 'Anita Desai changed the expense settings.'],
  'payroll.structureSaved': [
    { targetName: 'Teaching staff' },
    'Anita Desai saved the salary structure Teaching staff.',
  ],
  'payroll.employmentSaved': [
    { targetName: 'Asha Verma', detail: { designation: 'TGT' } },
    'Anita Desai saved the employment details of Asha Verma.',
  ],
  'payroll.prepared': [
    { actorName: 'Kavita Rao', targetName: 'November 2026' },
    'Kavita Rao prepared the payroll November 2026.',
  ],
  'payroll.approved': [
    { targetName: 'November 2026' },
    'Anita Desai approved the payroll November 2026.',
  ],
  'gatePass.created': [
    { actorName: 'Vikram Iyer', targetName: 'GP-4', detail: { collector: 'Ramesh Kumar' } },
    'Vikram Iyer made the gate pass GP-4 for Ramesh Kumar.',
  ],
  'gatePass.decided': [
    {
      actorName: 'Priya Sharma',
      targetName: 'GP-4',
      detail: { approved: false, student: 'Rohan Mehta' },
    },
    'Priya Sharma declined the gate pass GP-4 for Rohan Mehta.',
  ],
  'gatePass.exited': [
    { actorName: 'Vikram Iyer', targetName: 'GP-4' },
    'Vikram Iyer let out the students of the gate pass GP-4.',
  ],
  'record.changed': [
    { actorName: 'Priya Sharma', targetName: 'Aarav Sharma' },
    'Priya Sharma changed the record of Aarav Sharma.',
  ],
  'record.documentUploaded': [
    {
      actorName: 'Priya Sharma',
      targetName: 'Aarav Sharma',
      detail: { kind: 'Birth certificate' },
    },
    'Priya Sharma uploaded the document “Birth certificate” to the record of Aarav Sharma.',
  ],
  'record.documentVerified': [
    { actorName: 'Vikram Iyer', targetName: 'Aarav Sharma', detail: { kind: 'Aadhaar card' } },
    'Vikram Iyer checked the document “Aadhaar card” of Aarav Sharma.',
  ],
  'record.documentRemoved': [
    { actorName: 'Vikram Iyer', targetName: 'Aarav Sharma', detail: {} },
    'Vikram Iyer removed a document from the record of Aarav Sharma.',
  ],
  'record.certificateIssued': [
    {
      actorName: 'Vikram Iyer',
      targetName: 'Aarav Sharma',
      detail: { kind: 'Bonafide certificate', number: 'BC-3' },
    },
    'Vikram Iyer issued the bonafide certificate BC-3 to Aarav Sharma.',
  ],
  'inventory.itemSaved': [
    { actorName: 'Vikram Iyer', targetName: 'Whiteboard markers' },
    'Vikram Iyer saved the store item Whiteboard markers.',
  ],
  'inventory.writtenOff': [
    {
      actorName: 'Vikram Iyer',
      targetName: 'Test tubes',
      detail: { quantity: 4, note: 'Broken in the lab' },
    },
    'Vikram Iyer wrote off 4 of the store item Test tubes: Broken in the lab.',
  ],
  'notice.posted': [
    { targetName: 'Sports Day', detail: { scheduled: false } },
    'Anita Desai posted the notice Sports Day.',
  ],
  'notice.updated': [
    { targetName: 'Sports Day', detail: { pinned: true } },
    'Anita Desai pinned the notice Sports Day.',
  ],
  'notice.deleted': [{}, 'Anita Desai deleted a notice.'],
  'notificationSettings.updated': [
    { targetId: ANITA },
    'Anita Desai changed their notification settings.',
  ],
  'payment.recorded': [
    {
      actorName: 'Kavita Rao',
      targetName: 'Rohan Mehta',
      groupName: 'Class 5 A',
      detail: { amount: 150000, discount: 0, transactionId: 'QWERTYUIOPASDFG' },
    },
    'Kavita Rao recorded a payment of ₹1,500.00 for Rohan Mehta in Class 5 A (transaction QWERTYUIOPASDFG).',
  ],
  'payment.reverted': [
    {
      actorName: 'Kavita Rao',
      targetName: 'Rohan Mehta',
      groupName: 'Class 5 A',
      detail: { amount: 150000, receiptNumber: 42, reason: 'Cheque bounced' },
    },
    'Kavita Rao reverted a payment of ₹1,500.00 for Rohan Mehta in Class 5 A (receipt 42): Cheque bounced.',
  ],
  'profile.basicInfoChanged': [
    { targetId: ANITA, targetName: 'Anita Desai' },
    'Anita Desai updated their basic information.',
  ],
  'profile.defaultChanged': [
    { actorName: 'Priya Sharma', targetName: 'Diya Sharma' },
    'Priya Sharma switched to the profile Diya Sharma.',
  ],
  'profile.defaultClassChanged': [
    { targetId: ANITA, groupName: 'Class 5 A' },
    'Anita Desai made Class 5 A the default class.',
  ],
  'profile.defaultInstituteChanged': [
    { targetId: ANITA, groupName: 'Demo Public School' },
    'Anita Desai made Demo Public School the default institute.',
  ],
  'profile.photoChanged': [
    { actorName: 'Priya Sharma', targetName: 'Aarav Sharma' },
    'Priya Sharma changed the photo of Aarav Sharma.',
  ],
  'profile.unverified': [
    { actorName: 'Super Admin', targetName: 'Rohan Mehta' },
    'Super Admin marked the profile of Rohan Mehta as not verified.',
  ],
  'profile.verified': [
    { actorName: 'Super Admin', targetName: 'Rohan Mehta' },
    'Super Admin verified the profile of Rohan Mehta.',
  ],
  'role.created': [{ targetName: 'Coordinator' }, 'Anita Desai created the role Coordinator.'],
  'role.deleted': [{ targetName: 'Coordinator' }, 'Anita Desai deleted the role Coordinator.'],
  'role.updated': [
    { targetName: 'Head Teacher', detail: { from: 'Coordinator', name: 'Head Teacher' } },
    'Anita Desai changed the role Head Teacher (renamed from Coordinator).',
  ],
  'session.activated': [{ targetName: '2026-27' }, 'Anita Desai made 2026-27 the active session.'],
  'session.created': [{ targetName: '2027-28' }, 'Anita Desai added the session 2027-28.'],
  'session.deleted': [{ targetName: '2024-25' }, 'Anita Desai deleted the session 2024-25.'],
  'session.updated': [{ targetName: '2026-27' }, 'Anita Desai changed the session 2026-27.'],
  'subject.created': [{ targetName: 'Mathematics' }, 'Anita Desai added the subject Mathematics.'],
  'subject.updated': [
    { targetName: 'Music', detail: { archived: true } },
    'Anita Desai archived the subject Music.',
  ],
  'subject.deleted': [{}, 'Anita Desai deleted a subject.'],
  'subject.classSaved': [
    { targetName: 'Class 5 A', detail: { subjects: ['English', 'Hindi'] } },
    'Anita Desai set the subjects of Class 5 A (English, Hindi).',
  ],
  'term.created': [{ targetName: 'Term 1' }, 'Anita Desai added Term 1.'],
  'term.deleted': [{ targetName: 'Half-yearly' }, 'Anita Desai deleted the term Half-yearly.'],
  'term.updated': [{ targetName: 'Term 1' }, 'Anita Desai changed Term 1.'],
  'timetable.lessonMoved': [
    {
      targetName: 'Mathematics in Class 5 A',
      detail: { to: { day: 2, period: 3 }, from: { day: 1, period: 1 } },
    },
    'Anita Desai moved the lesson Mathematics in Class 5 A to day 2, period 3.',
  ],
  'timetable.lessonFixed': [
    { targetName: 'Mathematics in Class 5 A', detail: { fixed: true } },
    'Anita Desai kept the lesson Mathematics in Class 5 A fixed for the generator.',
  ],
  'timetable.imported': [
    { detail: { loads: 12, lessons: 40, unavailable: 3 } },
    'Anita Desai imported the teaching load (12 rows, 40 lessons a week).',
  ],
  'timetable.generated': [
    { detail: { placed: 39, total: 40 } },
    'Anita Desai generated the timetable (39 of 40 lessons placed).',
  ],
  'timetable.substituted': [
    {
      targetName: 'Science in Class 5 A',
      detail: { substitute: 'Meena Iyer', date: '2026-12-07' },
    },
    'Anita Desai chose Meena Iyer to take the lesson Science in Class 5 A on 2026-12-07.',
  ],
  'timetable.weekSaved': [
    { groupName: 'Class 1 A', detail: { classId: 'c-1', days: [1, 2, 3], periods: 5 } },
    'Anita Desai set the own week of Class 1 A.',
  ],
  'timetable.weekRemoved': [
    { groupName: 'Class 1 A', detail: { classId: 'c-1' } },
    'Anita Desai let Class 1 A follow the school week again.',
  ],
  'timetable.teacherSaved': [
    { targetName: 'Asha Verma', detail: { maxPerWeek: 30, unavailable: 2 } },
    'Anita Desai set the weekly maximum and unavailable periods of Asha Verma.',
  ],
  'transport.assigned': [
    {
      actorName: 'Suresh Nair',
      targetName: 'Aarav Sharma',
      groupName: 'Class 3 A',
      detail: { stopName: 'MG Road', routeName: 'Route 1' },
    },
    'Suresh Nair assigned Aarav Sharma in Class 3 A to the stop MG Road (Route 1).',
  ],
  'transport.moved': [
    {
      targetName: 'Aarav Sharma',
      detail: {
        stopName: 'Indiranagar',
        routeName: 'Route 2',
        fromStopName: 'MG Road',
        fromRouteName: 'Route 1',
      },
    },
    'Anita Desai moved Aarav Sharma from the stop MG Road (Route 1) to the stop Indiranagar (Route 2).',
  ],
  'transport.removed': [
    { targetName: 'Aarav Sharma', detail: { stopName: 'MG Road' } },
    'Anita Desai removed Aarav Sharma from the stop MG Road.',
  ],
  'transportCost.saved': [
    { detail: { name: 'MG Road', routeName: 'Route 1', instalments: 4 } },
    'Anita Desai set the transportation cost of the stop MG Road (Route 1) in 4 instalments.',
  ],
  'transportCost.deleted': [
    { detail: { name: 'MG Road', routeName: 'Route 1', instalment: 'Term 2' } },
    'Anita Desai removed the instalment Term 2 of the stop MG Road (Route 1).',
  ],
  'transportRoute.created': [
    { targetName: 'Route 1' },
    'Anita Desai added the transport route Route 1.',
  ],
  'transportRoute.updated': [{}, 'Anita Desai changed a transport route.'],
  'transportRoute.deleted': [
    { targetName: 'Route 1' },
    'Anita Desai deleted the transport route Route 1.',
  ],
  'transportStop.created': [
    { detail: { name: 'MG Road', routeName: 'Route 1' } },
    'Anita Desai added the stop MG Road (Route 1).',
  ],
  'transportStop.updated': [
    { detail: { name: 'MG Road' } },
    'Anita Desai changed the stop MG Road.',
  ],
  'transportStop.deleted': [{}, 'Anita Desai deleted a stop.'],
  'vehicle.created': [
    { targetName: 'School Bus 1', detail: { registrationNumber: 'KA-01 AB 1234' } },
    'Anita Desai added the vehicle School Bus 1 (KA-01 AB 1234).',
  ],
  'vehicle.updated': [
    { targetName: 'School Bus 1' },
    'Anita Desai changed the vehicle School Bus 1.',
  ],
  'vehicle.disabled': [{}, 'Anita Desai disabled a vehicle.'],
};

describe('auditSentence', () => {
  it.each(AUDIT_ACTIONS.map((action) => [action, ...CASES[action]] as const))(
    '%s',
    (action, over, sentence) => {
      expect(auditSentence(event(action, over))).toBe(sentence);
    },
  );

  it('says who applied on the public form, without an account', () => {
    const applied = event('admission.applied', {
      actorAccountId: null,
      actorProfileId: null,
      actorName: 'System',
      targetName: 'Kavya Menon',
      groupName: 'Class 1 A',
    });
    expect(auditSentence(applied)).toBe('Kavya Menon applied for admission to Class 1 A.');
  });

  it('reads without names when the target is gone, and words an unknown action', () => {
    expect(auditSentence(event('admission.accepted'))).toBe('Anita Desai accepted an application.');
    expect(auditSentence(event('class.deleted'))).toBe('Anita Desai deleted a class.');
    expect(auditSentence(event('membership.added'))).toBe('Anita Desai added a member.');
    expect(auditSentence(event('fees.collected'))).toBe('Anita Desai: Fees collected.');
  });
});

describe("the account's own log", () => {
  it('tells the holder of refused sign-ins, limits and actions', () => {
    const line = (action: string, detail: Record<string, unknown>) =>
      ownLogLine(event(action, { detail }));
    expect(line('account.signInFailed', { reason: 'wrongPassword' })).toBe(
      'Failed to sign in: wrong password',
    );
    expect(line('account.signInFailed', { reason: 'emailNotVerified' })).toBe(
      'Failed to sign in: e-mail not verified',
    );
    expect(line('account.signInFailed', {})).toBe('Failed to sign in');
    expect(line('account.rateLimited', { limit: 'otp-confirm' })).toBe(
      'Was paused after too many tries of a verification code',
    );
    expect(line('account.rateLimited', { limit: 'otp-resend' })).toBe(
      'Was paused after too many requests for a verification code',
    );
    expect(line('account.rateLimited', {})).toBe('Was paused after too many attempts');
    expect(line('account.rateLimited', { limit: 'login-slowed' })).toBe(
      'Had sign-ins from new browsers slowed after too many failed ones',
    );
    expect(line('account.actionRefused', { summary: 'Create a role in the institute' })).toBe(
      'Was refused “Create a role in the institute”',
    );
    expect(line('account.actionRefused', {})).toBe('Was refused an action');
  });

  it('drops the actor and speaks to the reader', () => {
    expect(ownLogLine(event('account.signedIn'))).toBe('Signed in');
    expect(ownLogLine(event('profile.photoChanged', { targetId: ANITA }))).toBe(
      'Changed your photo',
    );
    expect(
      ownLogLine(
        event('admission.accepted', { targetName: 'Kavya Menon', groupName: 'Class 1 A' }),
      ),
    ).toBe('Accepted the application of Kavya Menon for Class 1 A');
  });

  it('describes an action alone for the Logs tab', () => {
    const describeAction = (action: string) =>
      ownLogLine({ ...event(action), actorName: '', targetId: null }, true);
    expect(describeAction('account.signedIn')).toBe('Signed in');
    expect(describeAction('account.passwordReset')).toBe(
      'Reset the password through a mailed link',
    );
    expect(describeAction('notificationSettings.updated')).toBe(
      'Changed your notification settings',
    );
    expect(describeAction('class.created')).toBe('Added a class');
    expect(describeAction('createMembership')).toBe('Create membership');
    expect(describeAction('')).toBe('');
  });
});
