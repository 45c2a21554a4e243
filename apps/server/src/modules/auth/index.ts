import type { ServerModule } from '../module.js';
import { authRoutes } from './routes.js';

/**
 * Authentication: sign-up, sign-in, codes, password links and the signed-in sessions (the
 * sessions and otp_codes tables); accounts themselves are the people module's.
 */
export const authModule: ServerModule = { name: 'auth', routes: authRoutes, prefix: '/auth' };

export { ensureInitialAdmin } from './initial-admin.js';
export {
  closeCodes,
  consumeCode,
  countWrongTry,
  latestCode,
  type OtpPurpose,
  replaceCode,
} from './otp-queries.js';
export { confirmCode, sendCodeIfAllowed } from './otp-service.js';
export { refuseCommonPassword } from './password-policy.js';
export { toUserData } from './presenters.js';
export { EMAIL_TAKEN } from './register-service.js';
export {
  deleteOtherSession,
  deleteOtherSessions,
  deleteSession,
  liveSessionsOf,
  replaceSession,
  switchSessionProfile,
  touchSessions,
} from './session-queries.js';
export { SessionTouches } from './session-touches.js';
export { ensureSystemAccount, type SystemAccount } from './system-accounts.js';
