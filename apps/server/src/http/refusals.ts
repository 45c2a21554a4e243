import { ERROR_CODES } from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { recordAudit } from '../modules/audit/index.js';

/** The agreement gate's refusal asks for a signature first: the sign-contract screen, not a denial. */
const NOT_A_DENIAL: ReadonlySet<string> = new Set([ERROR_CODES.contractPending]);

/**
 * The access guard refused a signed-in caller (403): logged at warn as `authz.denied` with the
 * account, acting profile, route and group, and one row in the account's own log (the Logs tab:
 * "Was refused …"), ASVS 16.3.2. A signed-out caller (401) is nobody's event. The row keeps the
 * group id under `group`, not `groupId`, so the log never shows the name of a group the caller
 * may not see.
 */
export async function noteRefusal(
  request: FastifyRequest,
  error: unknown,
  groupId: string | undefined,
): Promise<void> {
  const auth = request.auth;
  if (!auth || !(error instanceof AppError) || error.statusCode !== 403) return;
  if (error.code && NOT_A_DENIAL.has(error.code)) return;
  const profileId = request.caller?.profileId ?? auth.profileId;
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
  request.log.warn(
    {
      event: 'authz.denied',
      accountId: auth.account.id,
      profileId,
      method: request.method,
      route,
      groupId,
      reason: error.message,
    },
    'authz.denied',
  );
  const ctx = request.server.ctx;
  const summary = request.routeOptions.schema?.summary;
  await recordAudit(
    ctx.db,
    ctx,
    { accountId: auth.account.id, profileId, ip: request.ip },
    {
      action: 'account.actionRefused',
      targetType: 'account',
      targetId: auth.account.id,
      detail: {
        method: request.method,
        route,
        ...(summary ? { summary } : {}),
        ...(groupId ? { group: groupId } : {}),
      },
    },
  );
}
