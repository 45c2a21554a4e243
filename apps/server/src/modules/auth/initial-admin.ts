import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../../config.js';
import type { AppDeps } from '../../context.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { AppError } from '../../lib/errors.js';
import { findAccountByUsername } from '../people/index.js';
import { ensureSystemAccount } from './system-accounts.js';

/**
 * INITIAL_ADMIN_USERNAME / _PASSWORD / _EMAIL: at start, when no account has that username,
 * creates it as a verified ROLE_SUPER_ADMIN. An existing account is never changed. A common
 * password for a new one stops the start (ConfigError naming the variable), as any bad setting.
 */
export async function ensureInitialAdmin(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  const admin = deps.config.initialAdmin;
  if (!admin) return;
  const db = deps.database.db;
  if (
    !(await findAccountByUsername(db, admin.username.toLowerCase())) &&
    (await isCommonPassword(admin.password))
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  INITIAL_ADMIN_PASSWORD: this password is too common (it is on the list of common and breached passwords). Please choose one that is harder to guess.',
    );
  }
  try {
    const result = await ensureSystemAccount(
      { db, clock: deps.clock },
      { ...admin, firstName: 'Super', lastName: 'Admin', accountRole: 'ROLE_SUPER_ADMIN' },
    );
    if (result === 'created') log.info({ username: admin.username }, 'initial admin created');
  } catch (error) {
    // The e-mail belongs to another account: say so and keep serving.
    if (!(error instanceof AppError)) throw error;
    log.error({ username: admin.username, reason: error.message }, 'initial admin not created');
  }
}
