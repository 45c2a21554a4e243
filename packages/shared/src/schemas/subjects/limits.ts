/** Bounds of the subjects' fields (the screens and the server share them). */
export const SUBJECT_NAME_MAX = 60;
export const SUBJECT_CODE_MAX = 10;
export const CLASS_SUBJECTS_MAX = 40;
export const SUBJECT_TEACHERS_MAX = 5;
