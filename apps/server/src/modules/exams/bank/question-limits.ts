import { EXAM_FILE_MAX_BYTES, IMPORT_MAX_BYTES } from '@shala/shared';
import type { MultipartLimits } from '../../../files/uploads.js';
import { bySignedInAccount, type LimitRule } from '../../../http/rate-limit.js';

/**
 * The question form: one image, and text fields long enough for a question of
 * QUESTION_TEXT_MAX characters in any script (three bytes each in UTF-8) and its options' JSON.
 */
export const QUESTION_FORM_LIMITS: MultipartLimits = {
  maxFiles: 1,
  maxFileBytes: EXAM_FILE_MAX_BYTES,
  maxFieldBytes: 64 * 1024,
};

/** The question import: one .csv of at most 2 MB, as the members import. */
export const QUESTION_IMPORT_FORM_LIMITS: MultipartLimits = {
  maxFiles: 1,
  maxFileBytes: IMPORT_MAX_BYTES,
};

/**
 * Question writes (each may carry an image) per account in an hour: a teacher writing a bank by
 * hand does a few hundred at most; more is a script filling the disk.
 */
export const QUESTION_WRITE_LIMITS: LimitRule[] = [
  { name: 'exam-question-write:account', max: 600, windowMinutes: 60, key: bySignedInAccount },
];

/** Imports per account in an hour, as the members import allows. */
export const QUESTION_IMPORT_LIMITS: LimitRule[] = [
  { name: 'exam-question-import:account', max: 30, windowMinutes: 60, key: bySignedInAccount },
];
