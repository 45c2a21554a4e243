import type { AuditAction } from '@shala/shared';
import type { Db, Tx } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

/** Who made a change and from where; routes pass it in, services never see the request. */
export type AuditSource = {
  clock: Clock;
  actorAccountId: string | null;
  actorProfileId?: string | null;
  ip?: string | null;
};

export type AuditEventInput = {
  instituteId?: string | null;
  /** One of AUDIT_ACTIONS: a new action is added there and worded in the web's sentences. */
  action: AuditAction;
  targetType: string;
  targetId?: string | null;
  detail?: Record<string, unknown>;
};

/** Records a change; call it with the transaction that makes the change, so both or neither stay. */
export async function recordAudit(
  tx: Db | Tx,
  source: AuditSource,
  event: AuditEventInput,
): Promise<void> {
  await tx.insert(auditEvents).values({
    instituteId: event.instituteId ?? null,
    actorAccountId: source.actorAccountId,
    actorProfileId: source.actorProfileId ?? null,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId ?? null,
    detail: event.detail ?? {},
    ip: source.ip ?? null,
    createdAt: source.clock.now(),
  });
}
