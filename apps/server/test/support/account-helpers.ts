import { eq } from 'drizzle-orm';
import { accounts } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import type { TestContext } from './app.js';
import { createProfile, type TestProfile } from './factories.js';

export const CURRENT = 'Current@123';

/** A signed-in profile whose account has a real password (CURRENT). */
export async function withPassword(t: TestContext, opts: { verified?: boolean } = {}) {
  const p = await createProfile(t, opts);
  await t.app.deps.database.db
    .update(accounts)
    .set({ passwordHash: await hashPassword(CURRENT) })
    .where(eq(accounts.id, p.accountId));
  return p;
}

export async function accountRow(t: TestContext, p: TestProfile) {
  const row = await t.app.deps.database.db.query.accounts.findFirst({
    where: (a, { eq: is }) => is(a.id, p.accountId),
  });
  if (!row) throw new Error('no account');
  return row;
}

export async function setAccount(
  t: TestContext,
  p: TestProfile,
  values: Partial<typeof accounts.$inferInsert>,
) {
  await t.app.deps.database.db.update(accounts).set(values).where(eq(accounts.id, p.accountId));
}

/** The six-digit code in the last mail to `to`. */
export function codeIn(t: TestContext, to: string): string {
  const code = /\b(\d{6})\b/.exec(t.mailer.last(to).text)?.[1];
  if (!code) throw new Error(`no code in mail to ${to}`);
  return code;
}
