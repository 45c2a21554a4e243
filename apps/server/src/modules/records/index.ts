// What other modules may use of records: the demo school fills its students' records, files
// their documents and issues a certificate through the module's own writers.
export { writeCertificate } from './certificate-service.js';
export { insertDocument } from './document-queries.js';
export { RECORD_DOCUMENT_PURPOSE } from './document-service.js';
export { personInInstitute } from './person-queries.js';
export { saveStudentRecord } from './record-queries.js';
