import { MESSAGES } from '@shala/shared';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { badRequest } from '../../lib/errors.js';

/**
 * Every form where someone chooses a password (sign-up, a mailed set or change link, security
 * settings) refuses one that is common or breached (ASVS 6.2.4, 6.2.12), with the reason. The
 * spec's own rules (lengths, the sign-up composition) are checked before, by the form's schema.
 */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(MESSAGES.passwordTooCommon);
}
