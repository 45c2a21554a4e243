import type { ServerModule } from '../module.js';
import { recordAdmittedChild } from './admitted-child.js';
import { admissionRoutes } from './routes.js';

/** Admission: applications (public and signed in), each class's settings, and the decisions. */
export const admissionModule: ServerModule = {
  name: 'admission',
  routes: admissionRoutes,
  hooks: {
    // An applicant's existing account accepted the invitation its admission sent.
    async invitationAccepted(tx, { instituteId, profileId, applicationId }) {
      if (applicationId) await recordAdmittedChild(tx, instituteId, applicationId, profileId);
    },
  },
};
