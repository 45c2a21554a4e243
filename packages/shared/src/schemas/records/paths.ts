/**
 * A student's record (issue 25 §5): the spec's My ERP Profile (`/erp/personal-info/{a}/{b}/{c}`),
 * My Documents (`/erp/documents/{a}/{b}/{c}`) and Academic (`/erp/Academic`). Each call names
 * the person (profileId) and the institute in view (groupId); who may read or change what is the
 * profile's own rule (its account, its guardians, and the institute's staff who hold
 * getMemberDetails over it read; manageMembers changes), as the profile card answers it.
 */
export const RECORDS_API = {
  /** GET (profileId, groupId): the record; PUT (profileId, groupId, …): its identity and health. */
  record: '/rest/records/student',
  /** GET (profileId, groupId): the documents; POST (multipart: fields and `file`): one more. */
  documents: '/rest/records/documents',
  /** GET (profileId, groupId, id): a document's file. */
  documentFile: '/rest/records/documents/file',
  /** PUT (profileId, groupId, id): the office has checked it against the original. */
  documentVerification: '/rest/records/documents/verification',
  /** DELETE (profileId, groupId, id): the office, or its uploader while it is not checked. */
  document: '/rest/records/documents/id',
  /** GET (profileId, groupId): classes by session, exam results, attendance and fees. */
  academic: '/rest/records/academic',
  /** GET (profileId, groupId): the certificates issued; POST (issueCertificate): one more. */
  certificates: '/rest/records/certificates',
  /** GET (profileId, groupId, id): a certificate as PDF (the same number each time). */
  certificatePdf: '/rest/records/certificates/pdf',
  /** GET (groupId, q): the institute's students, for the office to open a record. */
  students: '/rest/records/students',
} as const;

/** The web's routes (the spec's links take the profile, the institute and the class). */
export const RECORDS_ROUTES = {
  personalInfo: (profileId: string, instituteId: string, classId?: string | null) =>
    ['/erp/personal-info', profileId, instituteId, classId].filter(Boolean).join('/'),
  documents: (profileId: string, instituteId: string, classId?: string | null) =>
    ['/erp/documents', profileId, instituteId, classId].filter(Boolean).join('/'),
  academic: '/erp/Academic',
} as const;
