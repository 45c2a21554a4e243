import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.js';
import { AppError } from '../../http/errors.js';
import { ensureSystemAccount } from './system-accounts.js';

/**
 * INITIAL_ADMIN_USERNAME / _PASSWORD / _EMAIL: at start, when no account has that username,
 * creates it as a verified ROLE_SUPER_ADMIN. An existing account is never changed.
 */
export async function ensureInitialAdmin(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  const admin = deps.config.initialAdmin;
  if (!admin) return;
  try {
    const result = await ensureSystemAccount(
      { db: deps.database.db, clock: deps.clock },
      { ...admin, firstName: 'Super', lastName: 'Admin', accountRole: 'ROLE_SUPER_ADMIN' },
    );
    if (result === 'created') log.info({ username: admin.username }, 'initial admin created');
  } catch (error) {
    // The e-mail belongs to another account: say so and keep serving.
    if (!(error instanceof AppError)) throw error;
    log.error({ username: admin.username, reason: error.message }, 'initial admin not created');
  }
}
