import type { ServerModule } from '../module.js';
import { admissionRoutes } from './routes.js';

/** Admission: applications (public and signed in), each class's settings, and the decisions. */
export const admissionModule: ServerModule = { name: 'admission', routes: admissionRoutes };

export { recordAdmittedChild } from './admitted-child.js';
export { DOCUMENT_PURPOSE } from './apply-service.js';
export { REJECTED_DOCUMENTS_RETENTION_DAYS, sweepRejectedDocuments } from './retention.js';
