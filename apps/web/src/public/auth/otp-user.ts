/**
 * Who the one-time-code screen is for: kept in sessionStorage under `otpUser` by sign-up (with
 * the masked e-mail) and by sign-in (username only) when the e-mail is not verified yet. The
 * screen adds its deadlines, so a reload keeps the countdowns (spec §4: "or a stored timer").
 */
export const OTP_USER_KEY = 'otpUser';

export type OtpUser = {
  username: string;
  maskedEmail?: string;
  /** Epoch ms when Resend becomes possible. */
  resendAt?: number;
  /** Epoch ms when the code expires. */
  expiresAt?: number;
};

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStore = (): SessionStore | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export function readOtpUser(store: SessionStore | undefined = browserStore()): OtpUser | undefined {
  try {
    const raw = store?.getItem(OTP_USER_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'string') return value ? { username: value } : undefined;
    if (!value || typeof value !== 'object') return undefined;
    const record = value as Record<string, unknown>;
    if (typeof record.username !== 'string' || !record.username) return undefined;
    const user: OtpUser = { username: record.username };
    if (typeof record.maskedEmail === 'string' && record.maskedEmail) {
      user.maskedEmail = record.maskedEmail;
    }
    const resendAt = num(record.resendAt);
    const expiresAt = num(record.expiresAt);
    if (resendAt !== undefined) user.resendAt = resendAt;
    if (expiresAt !== undefined) user.expiresAt = expiresAt;
    return user;
  } catch {
    return undefined;
  }
}

export function writeOtpUser(
  user: OtpUser,
  store: SessionStore | undefined = browserStore(),
): void {
  try {
    store?.setItem(OTP_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage blocked: the code screen sends the user back to sign in.
  }
}

export function clearOtpUser(store: SessionStore | undefined = browserStore()): void {
  try {
    store?.removeItem(OTP_USER_KEY);
  } catch {
    // nothing to clear
  }
}
