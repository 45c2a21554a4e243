// The simulated browsers' sessions, written straight into the seeded demo database before the
// server starts. Signing 10,000 browsers in would cost 10,000 argon2id checks (and the demo's
// generated accounts have no password), so each browser gets a session row exactly like the one a
// sign-in writes (apps/server/src/modules/auth/session-queries.ts, replaceSession): a random
// token in the cookie, its SHA-256 in the table (apps/server/src/lib/tokens.ts), the account's
// default profile as the acting one.

import { randomBytes } from 'node:crypto';
import { openSql, type Row, sha256Hex } from '../common/sql.js';

export type AccountKind = 'staff' | 'parent' | 'student';

export type BrowserSession = {
  /** `shala_session=…`, the cookie the browser sends. */
  cookie: string;
  accountId: string;
  kind: AccountKind;
};

const COOKIE_NAME = 'shala_session';
const SESSION_DAYS = 7;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) bench-capacity';
const CHUNK = 500;

/**
 * The demo school's accounts that a person signs in with: one row per account with its default
 * profile (the one a sign-in acts as) and what it is in the school. Staff hold any role other
 * than student or parent; the super admin is not a school browser.
 */
const SCHOOL_ACCOUNTS = `
  SELECT a.id AS account_id, a.username, p.id AS profile_id,
         CASE WHEN bool_or(r.builtin_key IS NULL OR r.builtin_key NOT IN ('STUDENT', 'PARENT'))
              THEN 'staff'
              WHEN bool_or(r.builtin_key = 'PARENT') THEN 'parent'
              ELSE 'student' END AS kind
    FROM accounts a
    JOIN user_profiles p ON p.account_id = a.id AND p.is_default
    JOIN memberships m ON m.profile_id = p.id
    JOIN roles r ON r.id = m.role_id
   WHERE a.account_role = 'ROLE_USER'
   GROUP BY a.id, a.username, p.id
   ORDER BY a.username`;

/** mulberry32, so that every run gives the first N browsers the same mix of accounts. */
function shuffled<T>(items: T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Writes `count` live sessions spread over the demo school's accounts (in a fixed shuffled order,
 * so any first N browsers mix parents, students and staff as the school does; with more browsers
 * than accounts, accounts get several browsers, like a parent's phone and laptop). The accounts
 * that get one are marked verified, as if their holders had accepted their invitations and set a
 * password, which is what a real browser's session implies.
 */
export async function writeSessions(
  dataDir: string,
  databaseUrl: string | undefined,
  count: number,
): Promise<{ sessions: BrowserSession[]; accounts: number; databaseVersion: string }> {
  const sql = await openSql(dataDir, databaseUrl);
  try {
    const accounts = shuffled(await sql.query(SCHOOL_ACCOUNTS), 2026);
    if (accounts.length === 0) throw new Error('the demo school has no accounts with a profile');
    const sessions: BrowserSession[] = [];
    for (let start = 0; start < count; start += CHUNK) {
      const values: string[] = [];
      const params: unknown[] = [];
      for (let i = start; i < Math.min(count, start + CHUNK); i += 1) {
        const account = accounts[i % accounts.length] as Row;
        const token = randomBytes(32).toString('base64url');
        const n = params.length;
        values.push(
          `($${n + 1}, $${n + 2}, $${n + 3}, now(), now(), now() + interval '${SESSION_DAYS} days', '127.0.0.1', $${n + 4})`,
        );
        params.push(sha256Hex(token), account.account_id, account.profile_id, USER_AGENT);
        sessions.push({
          cookie: `${COOKIE_NAME}=${token}`,
          accountId: String(account.account_id),
          kind: account.kind as AccountKind,
        });
      }
      await sql.query(
        `INSERT INTO sessions (id_hash, account_id, profile_id, created_at, last_seen_at, expires_at, ip, user_agent)
         VALUES ${values.join(', ')}`,
        params,
      );
    }
    await sql.query(
      `UPDATE accounts SET email_verified_at = now()
        WHERE email_verified_at IS NULL AND id IN (SELECT account_id FROM sessions)`,
    );
    const [version] = await sql.query('SELECT version() AS version');
    return {
      sessions,
      accounts: Math.min(count, accounts.length),
      databaseVersion: String(version?.version),
    };
  } finally {
    await sql.close();
  }
}
