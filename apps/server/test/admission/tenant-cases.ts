import type { TenantCases } from '../platform/tenant-walk.js';
import { JPEG } from '../support/admission-helpers.js';
import { multipart } from '../support/setup-helpers.js';

/** The admission module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const admissionTenantCases: TenantCases = (w) => ({
  'GET /rest/admission/applications': () => ({ query: () => ({ classId: w.a.open.id }) }),
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
      sessionId: w.a.institute.session.id,
      classId: w.a.open.id,
      profileId: w.a.student.profileId,
      fName: 'Ira',
      lName: 'Test',
      phone: '9876543210',
      gender: 'female',
    });
    return {
      payload: form.payload,
      contentType: form.contentType,
      query: () => ({ instituteId: w.a.institute.id }),
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
});
