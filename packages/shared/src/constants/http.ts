/** Headers every request carries (spec §7). Header names are case-insensitive on the wire. */
export const HEADERS = {
  traceId: 'traceId',
  selectedInstituteGroupId: 'selectedInstituteGroupId',
  selectedClassGroupId: 'selectedClassGroupId',
  selectedSessionId: 'selectedSessionId',
  selectedUserProfileId: 'selectedUserProfileId',
} as const;

/** Paths of the REST API. The spec names few of them; these are ours and are contracts for the web app. */
export const API = {
  health: '/rest/health',
  docs: '/rest/docs',
  login: '/rest/auth/login',
  logout: '/rest/auth/logout',
  me: '/rest/auth/me',
  register: '/rest/auth/register',
  resendOtp: '/rest/auth/otp/resend',
  confirmOtp: '/rest/auth/otp/confirm',
  forgotPassword: '/rest/auth/password/forgot',
  setPassword: '/rest/auth/password/set',
  changePassword: '/rest/auth/password/change',
  /** Signed in: mails the user a link to /auth/changePassword/enableTp/{token}. */
  requestPasswordChange: '/rest/auth/password/change-link',
  contact: '/rest/contact',
  /** ?groupId= an institute or class; its institute's sessions (academicSessionListSchema). */
  academicSessions: '/rest/academic/session/all',
  userPermissions: '/rest/permission/user',
  groupPermissions: '/rest/permission/groups',
  /** GET: the account's linked profiles; GET `${profile}/{id}`: one of them. */
  profiles: '/rest/profile/all',
  profile: '/rest/profile',
  defaultProfile: '/rest/profile/default',
  defaultGroup: '/rest/profile/default-group',
  defaultClass: '/rest/profile/default-class',
  /** GET and PUT: the acting profile's notification settings. */
  notificationSettings: '/rest/notification/settings',
  accountInfo: '/rest/account/info',
  /** ?groupId=&page=&size=: an institute's audit log, newest first. */
  auditLog: '/rest/audit',
  /** ?page=&size=: the signed-in account's own audit events (the shell's Logs tab). */
  ownAuditLog: '/rest/audit/mine',
} as const;

/** Error codes the client may branch on; the message is always shown as it comes. */
export const ERROR_CODES = {
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  otpExpired: 'OTP_EXPIRED',
  rateLimited: 'RATE_LIMITED',
  missingTraceId: 'MISSING_TRACE_ID',
  /** 403: the account has an institute agreement to sign (spec §4 userContract) first. */
  contractPending: 'CONTRACT_PENDING',
  /** 409: the class has no seat left for the session. */
  seatsFull: 'SEATS_FULL',
  /** 413: a body, a file or a field is over its limit, or the storage it would go to is full. */
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** 415: the body is not of a type the route takes (an upload that is not a multipart form). */
  unsupportedMedia: 'UNSUPPORTED_MEDIA',
  /** 411: an upload that does not say how long it is. */
  lengthRequired: 'LENGTH_REQUIRED',
  /** 502: the payment gateway did not answer, or answered what cannot be read. */
  gatewayDown: 'GATEWAY_DOWN',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The HTTP status an answer with each code has: a code always means the same status. */
export const ERROR_CODE_STATUS: Record<ErrorCode, number> = {
  EMAIL_NOT_VERIFIED: 403,
  OTP_EXPIRED: 410,
  RATE_LIMITED: 429,
  MISSING_TRACE_ID: 403,
  CONTRACT_PENDING: 403,
  SEATS_FULL: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  LENGTH_REQUIRED: 411,
  GATEWAY_DOWN: 502,
};

/** The message an answer with one of ERROR_CODES carries, where the code has one meaning. */
export const ERROR_MESSAGES = {
  contractPending: 'Please sign the institute agreement first.',
} as const;

/**
 * Path prefixes of the public pages (spec §2.1, §2.2). The server answers them with the public
 * web app (public.html) and every other page path with the signed-in app (index.html); the two
 * web apps use the same list to decide when a link needs a full page load.
 */
export const PUBLIC_PAGE_PATHS = [
  '/auth',
  '/policies',
  '/404',
  '/coming-soon',
  '/institute-details',
  /** The first run of a fresh portal (FIRST_RUN_API). */
  '/first-run',
] as const;

/** True when `pathname` is one of PUBLIC_PAGE_PATHS or below one ("/auth", "/auth/signup"). */
export function isPublicPagePath(pathname: string): boolean {
  return PUBLIC_PAGE_PATHS.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
