export { DOCUMENT_PURPOSE } from './apply-service.js';
export { REJECTED_DOCUMENTS_RETENTION_DAYS, sweepRejectedDocuments } from './retention.js';
