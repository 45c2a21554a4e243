import type { AuditAction } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
/**
 * Who made a change and from where, as the log keeps it: any Caller is one. An account acting
 * before it has a caller (a sign-in, a mailed link) names itself; an anonymous visitor (a
 * public application) has no account but an address. `null` in its place is the system.
 */
export type AuditCaller = {
  accountId: string | null;
  profileId: string | null;
  ip: string | null;
};

export type AuditEventInput = {
  instituteId?: string | null;
  /** One of AUDIT_ACTIONS: a new action is added there and worded in the web's sentences. */
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  detail?: Record<string, unknown>;
};

type Clocked = Pick<AppContext, 'clock'>;

/**
 * Records a change; call it with the transaction that makes the change, so both or neither stay.
 * The time is the context's clock; `caller` null is the system (seeding, start-up).
 */
export async function recordAudit(
  tx: Db | Tx,
  ctx: Clocked,
  caller: AuditCaller | null,
  event: AuditEventInput,
): Promise<void> {
  await recordAudits(tx, ctx, caller, [event]);
}

/** Several events of one change by one caller, in one insert (an imported row's). */
export async function recordAudits(
  tx: Db | Tx,
  ctx: Clocked,
  caller: AuditCaller | null,
  events: AuditEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  const createdAt = ctx.clock.now();
  await tx.insert(auditEvents).values(
    events.map((event) => ({
      instituteId: event.instituteId ?? null,
      actorAccountId: caller?.accountId ?? null,
      actorProfileId: caller?.profileId ?? null,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId ?? null,
      detail: event.detail ?? {},
      ip: caller?.ip ?? null,
      createdAt,
    })),
  );
}
