import {
  maskEmail,
  type RegisterInput,
  type RegisterResponse,
  titleCase,
  usernameFromNames,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError, conflict } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { signUpAttemptMail } from '../../mail/auth-templates.js';
import {
  type AccountRow,
  findAccountByEmail,
  findDefaultProfile,
  insertAccountWithProfile,
  type ProfileRow,
} from '../people/index.js';
import { createCode, mailCode } from './otp-service.js';
import { refuseCommonPassword } from './password-policy.js';
import { reserveUsername, unclaimedUsername } from './username-queries.js';

export const EMAIL_TAKEN = 'An account with this email already exists.';
/** Two sign-ups racing for the same username: the loser simply takes the next number. */
const USERNAME_ATTEMPTS = 5;

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
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: NewAccount & { username?: string },
  inTx: (tx: Tx, created: { account: AccountRow; profile: ProfileRow }) => Promise<T>,
): Promise<{ account: AccountRow; profile: ProfileRow; extra: T }> {
  const email = input.email.trim().toLowerCase();
  if (await findAccountByEmail(ctx.db, email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const base = usernameFromNames(input.firstName, input.lastName);
  for (let attempt = 1; ; attempt += 1) {
    const now = ctx.clock.now();
    try {
      return await ctx.db.transaction(async (tx) => {
        const username = input.username ?? (await unclaimedUsername(tx, base));
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

const registered = (username: string, email: string): RegisterResponse => ({
  username,
  maskedEmail: maskEmail(email),
  message: `Your account is created. Your username is ${username}. We have sent a code to your email to verify it.`,
});

/**
 * Sign-up: title-cased names, an assigned username, and a code mailed to verify the e-mail.
 * An e-mail that already has an account gets the same answer (a username as a new account
 * would get it, the masked e-mail) and nothing is created: its holder is mailed instead, so the
 * page does not tell who has an account here (ASVS 6.3.8). Each mail is written in the
 * transaction of its rows and delivered after the answer.
 */
export async function registerAccount(
  ctx: AppContext,
  input: RegisterInput,
): Promise<RegisterResponse> {
  await refuseCommonPassword(input.password);
  const names = { firstName: titleCase(input.fName), lastName: titleCase(input.lName) };
  const email = input.email.trim().toLowerCase();
  const holder = await findAccountByEmail(ctx.db, email);
  if (holder) return answerTakenEmail(ctx, holder, names, input.password);
  try {
    // The account, its code and the code's mail: one transaction, all or nothing.
    const { account } = await createAccount(
      ctx,
      { ...names, email, password: input.password, phone: input.phone, verified: false },
      async (tx, { account }) =>
        mailCode(ctx, tx, account, await createCode(tx, account.id, ctx.clock.now())),
    );
    return registered(account.username, account.email);
  } catch (error) {
    // Two sign-ups raced for the e-mail: the one that lost is answered like any sign-up.
    const winner =
      error instanceof AppError && error.message === EMAIL_TAKEN
        ? await findAccountByEmail(ctx.db, email)
        : undefined;
    if (!winner) throw error;
    return answerTakenEmail(ctx, winner, names, input.password);
  }
}

/**
 * What a sign-up with a taken e-mail is told, after the work a new account costs (the argon2
 * hash, the username search), and the mail its holder gets. The username it is told is
 * reserved as a new account's would be taken, so the next sign-up with the same names is told
 * the next one either way (finding 8: the suggestion told whether the e-mail had an account).
 */
async function answerTakenEmail(
  ctx: AppContext,
  holder: AccountRow,
  names: { firstName: string; lastName: string },
  password: string,
): Promise<RegisterResponse> {
  await hashPassword(password);
  const username = await unclaimedUsername(
    ctx.db,
    usernameFromNames(names.firstName, names.lastName),
  );
  const profile = await findDefaultProfile(ctx.db, holder.id);
  const mail = signUpAttemptMail({
    firstName: profile?.firstName ?? holder.username,
    username: holder.username,
    signInLink: `${ctx.config.publicUrl}/auth`,
    resetLink: `${ctx.config.publicUrl}/auth/forgotpassword`,
  });
  // The reservation and the holder's mail: one transaction, as a new account's rows and mail.
  await ctx.db.transaction(async (tx) => {
    await reserveUsername(tx, username, ctx.clock.now());
    await ctx.mailer.send({ to: holder.email, ...mail }, tx);
  });
  return registered(username, holder.email);
}
