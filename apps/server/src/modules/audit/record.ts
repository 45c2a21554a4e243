import type { AuditAction, AuditDetail, MembershipAddedDetail } from '@shala/shared';
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

/** One change of `action`, with the detail its schema in packages/shared (AUDIT_DETAIL) names. */
type EventOf<A extends AuditAction> = {
  instituteId?: string | null;
  action: A;
  targetType: string;
  targetId?: string | null;
} & (Record<string, never> extends AuditDetail<A>
  ? { detail?: AuditDetail<A> }
  : { detail: AuditDetail<A> });

/** Any recordable change: one of AUDIT_ACTIONS with its typed detail. */
export type AuditEventInput = { [A in AuditAction]: EventOf<A> }[AuditAction];

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

/**
 * A profile joined a group: the one event every way of adding a member records (an admin's
 * addition, an accepted application or invitation, an import, a new institute's first admin,
 * the demo's seed), so the log and its sentences read them all alike.
 */
export function membershipAdded(
  p: {
    instituteId: string;
    profileId: string;
    role: { id: string; name?: string };
  } & Omit<MembershipAddedDetail, 'roleId' | 'roleName'>,
): AuditEventInput {
  const { instituteId, profileId, role, ...rest } = p;
  return {
    instituteId,
    action: 'membership.added',
    targetType: 'profile',
    targetId: profileId,
    detail: {
      ...rest,
      roleId: role.id,
      ...(role.name === undefined ? {} : { roleName: role.name }),
    },
  };
}

/** A profile left a group (removed by an admin, or moved from one class to another). */
export function membershipRemoved(p: {
  instituteId: string;
  profileId: string;
  groupId: string;
  membershipId: string;
  roleName: string;
  sessionId: string | null;
  /** The institute's classes left with it (leaving the institute leaves its classes). */
  classMemberships: number;
}): AuditEventInput {
  const { instituteId, profileId, ...detail } = p;
  return {
    instituteId,
    action: 'membership.removed',
    targetType: 'profile',
    targetId: profileId,
    detail,
  };
}
