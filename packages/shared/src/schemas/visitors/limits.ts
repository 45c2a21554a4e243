/** Bounds of the front office's fields (the screens and the server share them). */
export const VISITOR_NAME_MAX = 80;
export const VISITOR_DETAILS_MAX = 200;
export const VISITOR_VEHICLE_MAX = 15;
export const VISITOR_PEOPLE_MAX = 20;
/** A photo from the phone's camera: JPEG or PNG of at most 2 MB. */
export const VISITOR_PHOTO_MAX_BYTES = 2 * 1_048_576;
export const VISITOR_SEARCH_MAX = 100;
/** The students one pass lets out together (a family's children). */
export const GATE_PASS_STUDENTS_MAX = 10;
export const GATE_PASS_REASON_MIN = 3;
export const GATE_PASS_REASON_MAX = 200;
/** What the QR code and the printed pass carry: this prefix and the pass's code. */
export const GATE_PASS_QR_PREFIX = 'SHALA-GP:';
/** The pass's code: 12 letters and digits that are never mistaken for each other. */
export const GATE_PASS_CODE_LENGTH = 12;
export const GATE_PASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
