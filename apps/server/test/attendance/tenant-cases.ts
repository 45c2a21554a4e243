import { ofB, onA, type TenantCases } from '../platform/tenant-walk.js';
import { SETTINGS_BODY } from './attendance-school.js';

const DAY = '2026-06-01';

/** The attendance module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const attendanceTenantCases: TenantCases = (w) => ({
  'GET /rest/attendance/settings': () => ({}),
  'PUT /rest/attendance/settings': () => ({ payload: ofB(w, SETTINGS_BODY) }),
  // B's institute is no class: refused as not found, whatever the marks name.
  'GET /rest/attendance/class': () => ({ query: () => ({ day: DAY }) }),
  'PUT /rest/attendance/class': () =>
    onA({
      payload: ofB(w, { day: DAY, marks: [{ profileId: w.a.student.profileId, status: 'A' }] }),
    }),
  'GET /rest/attendance/changes': () => ({ query: () => ({ day: DAY }) }),
  'GET /rest/attendance/periods': () => ({ query: () => ({ day: DAY }) }),
  'GET /rest/attendance/mine': () => ({}),
  'GET /rest/attendance/person': () =>
    onA({ query: () => ({ profileId: w.a.student.profileId, month: '2026-06' }) }),
  'GET /rest/attendance/leave': () => ({}),
  // B's admin is no guardian of A's student: refused.
  'POST /rest/attendance/leave': () =>
    onA({
      payload: ofB(w, {
        profileId: w.a.student.profileId,
        fromDay: DAY,
        toDay: DAY,
        reason: 'Taken over',
      }),
    }),
  'POST /rest/attendance/leave/decision': () =>
    onA({ payload: ofB(w, { id: w.aAttendance.leaveId, decision: 'APPROVED' }) }),
  // B's admin did not ask A's leave: refused.
  'POST /rest/attendance/leave/withdrawal': () =>
    onA({ payload: ofB(w, { id: w.aAttendance.leaveId }) }),
  'GET /rest/attendance/leave/document': () =>
    onA({ query: () => ({ id: w.aAttendance.leaveId }) }),
  'GET /rest/attendance/holidays': () => ({ query: () => ({ year: '2026' }) }),
  'POST /rest/attendance/holidays': () =>
    onA({
      payload: ofB(w, { day: DAY, kind: 'HOLIDAY', name: 'Taken over', classId: w.a.open.id }),
    }),
  'GET /rest/attendance/register': () => ({ query: () => ({ month: '2026-05' }) }),
  'GET /rest/attendance/register.csv': () => ({ query: () => ({ month: '2026-05' }) }),
  'GET /rest/attendance/register.pdf': () => ({ query: () => ({ month: '2026-05' }) }),
  'GET /rest/attendance/summary': () => ({ query: () => ({ day: DAY }) }),
  'GET /rest/attendance/at-risk': () => ({}),
  'GET /rest/attendance/staff': () => ({ query: () => ({ day: DAY }) }),
  'PUT /rest/attendance/staff': () =>
    onA({
      payload: ofB(w, { day: DAY, marks: [{ profileId: w.a.admin.profileId, status: 'A' }] }),
    }),
  'POST /rest/attendance/staff/self': () => ({ payload: ofB(w, {}) }),
  'GET /rest/attendance/staff/self': () => ({}),
  'DELETE /rest/attendance/holidays': () => onA({ query: () => ({ id: w.aAttendance.holidayId }) }),
});
