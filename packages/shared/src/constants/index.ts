/** Constants of the product spec (§9) and of the platform. Times in milliseconds unless named otherwise. */

export const PRODUCT_NAME = 'Shala';
export const WELCOME_LINE = 'Welcome to Shala: your whole school, in one place.';
export const LOCALE = 'en-GB';
export const CURRENCY = 'INR';
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';
export const COPYRIGHT_YEAR = 2021;

export const SNACKBAR_MS = 5000;
export const VERIFY_NOTICE_MS = 3500;
export const NOTIFICATION_SOCKET_NOTICE_MS = 55_500;
export const HTTP_TIMEOUT_MS = 60_000;
export const PERMISSION_CHECK_MS = 5000;
export const PERMISSION_CHECK_MAX_FAILURES = 2;
export const VERIFIED_SIGN_OUT_MS = 3000;

export const LOGIN_PASSWORD_MIN = 4;
export const LOGIN_PASSWORD_MAX = 25;
export const SIGNUP_PASSWORD_MIN = 8;
export const SET_PASSWORD_MIN = 8;
export const SET_PASSWORD_MAX = 25;
export const PHONE_LENGTH = 10;

export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 128;
export const CONTACT_SUBJECT_MIN = 5;
export const CONTACT_SUBJECT_MAX = 1024;
export const CONTACT_MESSAGE_MAX = 2048;
export const QUERY_TYPES = [
  'GENERAL_QUERY',
  'FEEDBACK',
  'COMPLAIN',
  'REPORT_BUG',
  'SALES_RELATED',
  'OTHERS',
] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export const OTP_LENGTH = 6;
export const OTP_RESEND_AFTER_SECONDS = 61;
export const OTP_EXPIRY_SECONDS = 299;
export const OTP_MAX_ATTEMPTS = 5;

export const RESET_LINK_TTL_MINUTES = 30;

/** A signed-in session ends after this long without a request, or this long after sign-in. */
export const SESSION_IDLE_MINUTES = 12 * 60;
export const SESSION_ABSOLUTE_DAYS = 7;

export const ACCOUNT_ROLES = ['ROLE_USER', 'ROLE_SUPER_ADMIN'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The empty states of spec §8, verbatim. */
export const EMPTY_STATES = {
  noClass: 'You are not a part of any Level/Class',
  noInstitute: 'You are not a part of any Institute',
  noMessages: 'No latest messages',
  verifyProfile: 'Please Verify Your Profile',
  emptyCart: 'Payment Cart is empty',
} as const;
