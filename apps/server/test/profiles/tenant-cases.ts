import type { TenantCases } from '../platform/tenant-walk.js';
import { JPEG } from '../support/admission-helpers.js';
import { multipart } from '../support/setup-helpers.js';

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

/** The profiles module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const profilesTenantCases: TenantCases = (w) => ({
  'GET /rest/dashboard': () => ({}),
  'GET /rest/profile/:id': () => ({ namesA: true }),
  'GET /rest/profile/all': () => ({}),
  'PUT /rest/profile/default': () => ({
    payload: { profileId: w.a.student.profileId },
    namesA: true,
  }),
  'PUT /rest/profile/default-group': () => ({
    payload: { groupId: w.a.institute.id },
    namesA: true,
  }),
  'PUT /rest/profile/default-class': () => ({ payload: { groupId: w.a.open.id }, namesA: true }),
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
});
