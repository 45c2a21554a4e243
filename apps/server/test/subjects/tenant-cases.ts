import { ofB, onA, type TenantCases } from '../platform/tenant-walk.js';

/** The subjects module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const subjectsTenantCases: TenantCases = (w) => ({
  'GET /rest/subjects': () => ({}),
  'POST /rest/subjects': () => ({ payload: ofB(w, { name: 'Yoga', code: 'YOG' }) }),
  'PUT /rest/subjects': () =>
    onA({ payload: ofB(w, { id: w.aSubjects.subjectId, name: 'Taken over', code: 'TAKEN' }) }),
  'DELETE /rest/subjects': () => onA({ query: () => ({ id: w.aSubjects.subjectId }) }),
  // B's institute is no class: refused as not found, whatever the list names.
  'GET /rest/subjects/class': () => ({}),
  'PUT /rest/subjects/class': () =>
    onA({
      payload: ofB(w, {
        subjects: [{ subjectId: w.aSubjects.subjectId, teacherIds: [w.a.student.profileId] }],
      }),
    }),
  'GET /rest/subjects/teachers': () => ({}),
  'GET /rest/subjects/mine': () => ({}),
});
