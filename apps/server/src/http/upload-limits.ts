import { bySignedInAccount, type LimitRule } from './rate-limit.js';

/**
 * Uploads each signed-in account may send in an hour (security review finding 5). A person
 * changing a photo or logo tries a few; importing, a few rounds of fixing rows. More is a
 * script filling the disk. Admission applications have their own budgets (APPLY_LIMITS).
 */
export const PHOTO_UPLOADS_PER_HOUR = 10;
export const LOGO_UPLOADS_PER_HOUR = 10;
export const IMPORT_UPLOADS_PER_HOUR = 30;

const perAccountHourly = (name: string, max: number): LimitRule[] => [
  { name, max, windowMinutes: 60, key: bySignedInAccount },
];

export const UPLOAD_LIMITS = {
  photo: perAccountHourly('upload-photo:account', PHOTO_UPLOADS_PER_HOUR),
  logo: perAccountHourly('upload-logo:account', LOGO_UPLOADS_PER_HOUR),
  import: perAccountHourly('upload-import:account', IMPORT_UPLOADS_PER_HOUR),
} satisfies Record<string, LimitRule[]>;
