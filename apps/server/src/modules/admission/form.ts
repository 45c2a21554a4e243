import { ADMISSION_MAX_FILE_BYTES, ADMISSION_MAX_FILES, ADMISSION_MESSAGES } from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readMultipart, UPLOAD_MESSAGES } from '../../files/uploads.js';
import type { LimitRule } from '../../http/rate-limit.js';
import { byIp, bySignedInAccount } from '../../http/rate-limit.js';
import { AppError, badRequest } from '../../lib/errors.js';

/** Applications per address (public) and per account (signed in) in an hour. */
export const APPLY_LIMITS = {
  public: [{ name: 'admission-apply:ip', max: 20, windowMinutes: 60, key: byIp }],
  signedIn: [
    { name: 'admission-apply:account', max: 20, windowMinutes: 60, key: bySignedInAccount },
  ],
} satisfies Record<string, LimitRule[]>;

/**
 * The multipart application: text fields checked with `schema` (its first message is the
 * answer), and the files (one more than allowed is read, so that too many is told apart).
 */
export async function readApplicationForm<S extends z.ZodType>(request: FastifyRequest, schema: S) {
  const maxFiles = ADMISSION_MAX_FILES + 1;
  const form = await readMultipart(request, {
    maxFiles,
    maxFileBytes: ADMISSION_MAX_FILE_BYTES,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.message === UPLOAD_MESSAGES.tooMany(maxFiles)) {
      throw badRequest(ADMISSION_MESSAGES.tooMany);
    }
    throw error;
  });
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Please enter valid data!');
  }
  return { fields: parsed.data as z.infer<S>, files: form.files };
}
