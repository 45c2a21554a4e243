/** Bounds of a student's record (the screens and the server share them). */
export const RECORD_TEXT_MAX = 200;
export const RECORD_NAME_MAX = 80;
/** A document: a PDF, JPEG or PNG of at most 5 MB, at most 30 to a student. */
export const RECORD_DOCUMENT_MAX_BYTES = 5 * 1_048_576;
export const RECORD_DOCUMENTS_MAX = 30;
export const RECORD_DOCUMENT_TITLE_MAX = 80;
export const CERTIFICATE_TEXT_MAX = 200;
export const RECORD_SEARCH_MAX = 100;
/** The students the office's search shows at once. */
export const RECORD_SEARCH_LIMIT = 20;
