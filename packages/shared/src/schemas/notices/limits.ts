/** Bounds of a notice's fields (the screens and the server share them). */
export const NOTICE_TITLE_MAX = 150;
export const NOTICE_BODY_MAX = 10_000;
export const NOTICE_FILES_MAX = 5;
/** Each attachment: a PDF or an image of at most 2 MB (the uploads' ceiling). */
export const NOTICE_FILE_MAX_BYTES = 2 * 1_048_576;
/** Classes, roles or people one notice names. */
export const NOTICE_TARGETS_MAX = 500;
export const NOTICE_SEARCH_MAX = 100;
/** A page of the list: 20 fits a phone's few screens; at most 50. */
export const NOTICE_PAGE_SIZE = 20;
export const NOTICE_PAGE_MAX = 50;
/** The list's excerpt of a notice's text. */
export const NOTICE_EXCERPT_CHARS = 160;
