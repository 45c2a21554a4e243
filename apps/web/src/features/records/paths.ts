/**
 * The addresses of a student's record (issue 25 §5), as the spec writes them: My ERP Profile
 * (`/erp/personal-info/{profileId}/{instituteId}/{classId}`), My Documents
 * (`/erp/documents/…`, the same segments) and Academic (`/erp/Academic`, `?profile=` names
 * whose). A missing class is left out. No imports: the manifest that uses it is in the
 * dashboard's bundle (the server's links are RECORDS_ROUTES of the shared package, the same).
 */
const joined = (...segments: ReadonlyArray<string | null | undefined>) =>
  segments.filter((s): s is string => typeof s === 'string' && s.length > 0).join('/');

export const personalInfoPath = (
  profileId: string,
  instituteId: string | null | undefined,
  classId?: string | null,
) => `/${joined('erp', 'personal-info', profileId, instituteId, classId)}`;

export const documentsPath = (
  profileId: string,
  instituteId: string | null | undefined,
  classId?: string | null,
) => `/${joined('erp', 'documents', profileId, instituteId, classId)}`;

export const ACADEMIC_PATH = '/erp/Academic';

/** Academic of one person (a child, a student the office found); none: the profile's own. */
export const academicPath = (profileId?: string | null) =>
  profileId ? `${ACADEMIC_PATH}?profile=${encodeURIComponent(profileId)}` : ACADEMIC_PATH;
