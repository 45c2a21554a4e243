import { ofB, onA, type TenantCases } from '../platform/tenant-walk.js';

/** The timetable's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const timetableTenantCases: TenantCases = (w) => ({
  // A multipart form in B's name names nothing of A (its names are looked up in B only).
  'POST /rest/timetable/import': () => ({}),
  'POST /rest/timetable/generate': () => ({ payload: ofB(w, {}) }),
  'GET /rest/timetable/generate/status': () => onA({ query: () => ({ id: w.aTimetable.runId }) }),
  'GET /rest/timetable/export': () => ({}),
  'GET /rest/timetable/settings': () => ({}),
  'PUT /rest/timetable/settings': () => ({}),
  'DELETE /rest/timetable/settings': () => onA({ query: () => ({ classId: w.a.open.id }) }),
  'GET /rest/timetable/week': () => onA({ query: () => ({ roomId: w.aTimetable.roomId }) }),
  'GET /rest/timetable/substitutions': () =>
    onA({ query: () => ({ teacherId: w.aTimetable.teacherId, date: '2026-12-07' }) }),
  'POST /rest/timetable/substitutions': () =>
    onA({
      payload: ofB(w, {
        lessonId: w.aTimetable.lessonId,
        date: '2026-12-07',
        substituteId: w.aTimetable.teacherId,
      }),
    }),
  'GET /rest/timetable/pdf': () => onA({ query: () => ({ roomId: w.aTimetable.roomId }) }),
  'PUT /rest/timetable/teacher-limit': () =>
    onA({ payload: ofB(w, { teacherId: w.aTimetable.teacherId, maxPerWeek: 1 }) }),
  'GET /rest/timetable/teacher': () =>
    onA({ query: () => ({ teacherId: w.aTimetable.teacherId }) }),
  'PUT /rest/timetable/teacher': () =>
    onA({
      payload: ofB(w, { teacherId: w.aTimetable.teacherId, maxPerWeek: 1, unavailable: [] }),
    }),
  'PUT /rest/timetable/lesson/fixed': () =>
    onA({ payload: ofB(w, { id: w.aTimetable.lessonId, fixed: true }) }),
  'PUT /rest/timetable/lesson': () =>
    onA({ payload: ofB(w, { id: w.aTimetable.lessonId, day: 1, period: 1 }) }),
});
