import {
  maskEmail,
  type RegisterInput,
  type RegisterResponse,
  titleCase,
  usernameFromNames,
} from '@shala/shared';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../http/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  type AccountRow,
  findAccountByEmail,
  insertAccountWithProfile,
  type ProfileRow,
  usernamesLike,
} from './account-queries.js';
import type { ServiceDeps } from './deps.js';
import { createCode, mailCode } from './otp-service.js';
import { refuseCommonPassword } from './password-policy.js';
import { uniqueViolation } from './unique-violation.js';

export const EMAIL_TAKEN = 'An account with this email already exists.';
/** Two sign-ups racing for the same username: the loser simply takes the next number. */
const USERNAME_ATTEMPTS = 5;

/** ravi_kumar, then ravi_kumar1, ravi_kumar2 ...: the first one nobody has. */
export async function nextFreeUsername(db: ServiceDeps['db'] | Tx, base: string): Promise<string> {
  const taken = new Set(await usernamesLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 1; ; n += 1) {
    if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  }
}

type NewAccount = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string | null;
  accountRole?: AccountRow['accountRole'];
  /** Accounts made by the system (initial admin, demo) start verified; sign-ups do not. */
  verified: boolean;
};

/**
 * Creates an account with its default profile in one transaction, assigning a username.
 * `inTx` adds more rows to the same transaction. A unique race on the e-mail becomes 409.
 */
export async function createAccount<T>(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  input: NewAccount & { username?: string },
  inTx: (tx: Tx, created: { account: AccountRow; profile: ProfileRow }) => Promise<T>,
): Promise<{ account: AccountRow; profile: ProfileRow; extra: T }> {
  const email = input.email.trim().toLowerCase();
  if (await findAccountByEmail(deps.db, email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const base = usernameFromNames(input.firstName, input.lastName);
  for (let attempt = 1; ; attempt += 1) {
    const now = deps.clock.now();
    try {
      return await deps.db.transaction(async (tx) => {
        const username = input.username ?? (await nextFreeUsername(tx, base));
        const created = await insertAccountWithProfile(tx, {
          username,
          email,
          passwordHash,
          accountRole: input.accountRole,
          emailVerifiedAt: input.verified ? now : null,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          profileVerified: input.verified,
          now,
        });
        return { ...created, extra: await inTx(tx, created) };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint?.includes('email')) throw conflict(EMAIL_TAKEN);
      if (constraint?.includes('username')) {
        if (input.username) throw conflict('This username is already taken.');
        if (attempt < USERNAME_ATTEMPTS) continue;
      }
      throw error;
    }
  }
}

/** Sign-up: title-cased names, an assigned username, and a code mailed to verify the e-mail. */
export async function registerAccount(
  deps: ServiceDeps,
  input: RegisterInput,
): Promise<RegisterResponse> {
  await refuseCommonPassword(input.password);
  const firstName = titleCase(input.fName);
  const lastName = titleCase(input.lName);
  const { account, extra: code } = await createAccount(
    deps,
    {
      firstName,
      lastName,
      email: input.email,
      password: input.password,
      phone: input.phone,
      verified: false,
    },
    (tx, { account }) => createCode(tx, account.id, deps.clock.now()),
  );
  await mailCode(deps, account, code);
  return {
    username: account.username,
    maskedEmail: maskEmail(account.email),
    message: `Your account is created. Your username is ${account.username}. We have sent a code to your email to verify it.`,
  };
}
