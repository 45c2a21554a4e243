import type { FastifyRequest } from 'fastify';
import { bySignedInAccount, type LimitRule } from './rate-limit.js';

/**
 * Uploads each signed-in account may send in an hour (security review finding 5). A person
 * changing a photo or logo tries a few; importing, a few rounds of fixing rows. More is a
 * script filling the disk. Admission applications have their own budgets (APPLY_LIMITS).
 */
export const PHOTO_UPLOADS_PER_HOUR = 10;
export const LOGO_UPLOADS_PER_HOUR = 10;
export const IMPORT_UPLOADS_PER_HOUR = 30;
/** A family scans a child's papers one by one; the office files a new class's at admission. */
export const RECORD_DOCUMENTS_PER_HOUR = 60;

/**
 * Images each signed-in account may upload in a day (security review 2, M4). A chat image is
 * sent now and then; 60 a day is a busy day. An exam day of several papers with drawings and
 * photographed working, each re-saved a few times, stays under 100 answer images; saves of an
 * answer without an image are not counted.
 */
export const CHAT_IMAGES_PER_DAY = 60;
export const ANSWER_IMAGES_PER_DAY = 100;

const perAccountHourly = (name: string, max: number): LimitRule[] => [
  { name, max, windowMinutes: 60, key: bySignedInAccount },
];

/** The account, for a request that carried a file in its multipart form (read by the guard). */
const bySignedInAccountWithFile = (request: FastifyRequest): string | undefined =>
  (request.uploadedFiles?.length ?? 0) > 0 ? bySignedInAccount(request) : undefined;

export const UPLOAD_LIMITS = {
  photo: perAccountHourly('upload-photo:account', PHOTO_UPLOADS_PER_HOUR),
  logo: perAccountHourly('upload-logo:account', LOGO_UPLOADS_PER_HOUR),
  import: perAccountHourly('upload-import:account', IMPORT_UPLOADS_PER_HOUR),
  recordDocument: perAccountHourly('upload-record-document:account', RECORD_DOCUMENTS_PER_HOUR),
  chatImage: [
    {
      name: 'upload-chat-image:account',
      max: CHAT_IMAGES_PER_DAY,
      windowMinutes: 24 * 60,
      key: bySignedInAccount,
    },
  ],
  answerImage: [
    {
      name: 'upload-answer-image:account',
      max: ANSWER_IMAGES_PER_DAY,
      windowMinutes: 24 * 60,
      key: bySignedInAccountWithFile,
    },
  ],
} satisfies Record<string, LimitRule[]>;
