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
