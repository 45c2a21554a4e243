import { NO_ID, ofB, onA, STUDENT_NAME, type TenantCases } from '../platform/tenant-walk.js';
import { multipart } from '../support/setup-helpers.js';
import { PDF } from './records-school.js';

/** The records module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const recordsTenantCases: TenantCases = (w) => {
  const student = () => w.a.student.profileId ?? NO_ID;
  const ofStudent = (extra: Record<string, string> = {}) =>
    onA({ query: () => ({ profileId: student(), ...extra }) });
  return {
    'GET /rest/records/student': () => ofStudent(),
    // B's admin rewriting A's student's record from B: not found there, nothing written.
    'PUT /rest/records/student': () =>
      onA({
        payload: ofB(w, {
          profileId: student(),
          rteAdmission: true,
          allergies: 'Taken over',
          aadhaar: '',
        }),
      }),
    'GET /rest/records/documents': () => ofStudent(),
    'POST /rest/records/documents': () => {
      const form = multipart([{ field: 'file', name: 'taken.pdf', bytes: PDF }], {
        groupId: w.b.institute.id,
        profileId: student(),
        kind: 'OTHER',
      });
      return onA({ payload: form.payload, contentType: form.contentType });
    },
    'GET /rest/records/documents/file': () => ofStudent({ id: w.aRecords.documentId }),
    'PUT /rest/records/documents/verification': () =>
      onA({ payload: ofB(w, { profileId: student(), id: w.aRecords.documentId }) }),
    'DELETE /rest/records/documents/id': () => ofStudent({ id: w.aRecords.documentId }),
    'GET /rest/records/academic': () => ofStudent(),
    'GET /rest/records/certificates': () => ofStudent(),
    'POST /rest/records/certificates': () =>
      onA({
        payload: ofB(w, { profileId: student(), kind: 'BONAFIDE', purpose: 'Taken over' }),
      }),
    'GET /rest/records/certificates/pdf': () => ofStudent({ id: w.aRecords.certificateId }),
    // B's office searching its own students finds none of A's.
    'GET /rest/records/students': () => ({ query: () => ({ q: STUDENT_NAME }) }),
  };
};
