import type { AccountRole } from '@shala/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { findAccountByUsername } from '../people/index.js';
import { createAccount } from './register-service.js';

export type SystemAccount = {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  accountRole: AccountRole;
};

/**
 * Creates a verified account (e-mail and profile) unless its username exists: the initial
 * admin and the demo accounts. Safe to run at every start and from two processes at once.
 */
export async function ensureSystemAccount(
  deps: { db: Db; clock: Clock },
  spec: SystemAccount,
): Promise<'created' | 'exists'> {
  const username = spec.username.toLowerCase();
  if (await findAccountByUsername(deps.db, username)) return 'exists';
  try {
    await createAccount(
      deps,
      { ...spec, username, phone: null, verified: true },
      async () => undefined,
    );
    return 'created';
  } catch (error) {
    // Another process created it between our look and our insert.
    if (error instanceof AppError && (await findAccountByUsername(deps.db, username)))
      return 'exists';
    throw error;
  }
}
