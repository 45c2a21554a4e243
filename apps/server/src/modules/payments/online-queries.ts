import type { PaymentMethod } from '@shala/shared';
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { gatewayEvents, groups, onlineOrders } from '../../db/schema/index.js';

// The SQL of online payment: its orders and the gateway's events (its own tables), and what it
// reads of others' (students, parents, accounts, receipts) without writing them.

export type OnlineOrderRow = typeof onlineOrders.$inferSelect;

export async function insertOnlineOrder(
  db: Queryable,
  values: typeof onlineOrders.$inferInsert,
): Promise<OnlineOrderRow> {
  const [row] = await db.insert(onlineOrders).values(values).returning();
  if (!row) throw new Error('online order insert returned nothing');
  return row;
}

/** An order by the gateway's id; within the institute when one is named. */
export async function findOnlineOrder(
  db: Queryable,
  gatewayOrderId: string,
  instituteId?: string,
): Promise<OnlineOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(onlineOrders)
    .where(
      and(
        eq(onlineOrders.gatewayOrderId, gatewayOrderId),
        instituteId ? eq(onlineOrders.instituteId, instituteId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/**
 * The newest order still open (CREATED) for this student, record type and amount, opened at or
 * after `since` in the institute: asked again, it is the order to pay.
 */
export async function recentOpenOrder(
  db: Queryable,
  p: {
    instituteId: string;
    studentProfileId: string;
    recordType: OnlineOrderRow['recordType'];
    amountPaise: number;
    since: Date;
  },
): Promise<OnlineOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(onlineOrders)
    .where(
      and(
        eq(onlineOrders.instituteId, p.instituteId),
        eq(onlineOrders.studentProfileId, p.studentProfileId),
        eq(onlineOrders.recordType, p.recordType),
        eq(onlineOrders.amountPaise, p.amountPaise),
        eq(onlineOrders.status, 'CREATED'),
        gte(onlineOrders.createdAt, p.since),
      ),
    )
    .orderBy(desc(onlineOrders.createdAt))
    .limit(1);
  return row;
}

/** Paid: the payment and its transaction noted; an order paid already stays as it is. */
export async function markOrderPaid(
  db: Queryable,
  instituteId: string,
  id: string,
  p: { paymentId: string; transactionPk: string; at: Date },
): Promise<void> {
  await db
    .update(onlineOrders)
    .set({
      status: 'PAID',
      gatewayPaymentId: p.paymentId,
      transactionPk: p.transactionPk,
      paidAt: p.at,
    })
    .where(
      and(
        eq(onlineOrders.instituteId, instituteId),
        eq(onlineOrders.id, id),
        ne(onlineOrders.status, 'PAID'),
      ),
    );
}

/** Failed (money taken, not recorded); true only when this call made it so. */
export async function markOrderFailed(
  db: Queryable,
  instituteId: string,
  id: string,
  paymentId: string,
): Promise<boolean> {
  const rows = await db
    .update(onlineOrders)
    .set({ status: 'FAILED', gatewayPaymentId: paymentId })
    .where(
      and(
        eq(onlineOrders.instituteId, instituteId),
        eq(onlineOrders.id, id),
        eq(onlineOrders.status, 'CREATED'),
      ),
    )
    .returning({ id: onlineOrders.id });
  return rows.length > 0;
}

/** A student of the institute in the session (of the class, when named), with names. */
export async function studentOfInstitute(
  db: Queryable,
  p: { instituteId: string; sessionId: string; profileId: string; classId?: string },
): Promise<{ classId: string; fullName: string; instituteName: string } | undefined> {
  const rows = await selectRows<{ class_id: string; full_name: string; institute_name: string }>(
    db,
    sql`select g.id as class_id, p.first_name || ' ' || p.last_name as full_name,
          i.name as institute_name
        from memberships m
        join groups g on g.id = m.group_id and g.type = 'CLASS'
        join groups i on i.id = g.super_group_id
        join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
        join user_profiles p on p.id = m.profile_id
        where m.profile_id = ${p.profileId}::uuid and m.session_id = ${p.sessionId}::uuid
          and g.super_group_id = ${p.instituteId}::uuid
          ${p.classId ? sql`and g.id = ${p.classId}::uuid` : sql``}
        order by g.name limit 1`,
  );
  const row = rows[0];
  return row
    ? { classId: row.class_id, fullName: row.full_name, instituteName: row.institute_name }
    : undefined;
}

/**
 * May this payer pay the student's dues: the student, a profile of the same account (a child
 * linked in the parent's account), or a parent linked to the student?
 */
export async function mayPayFor(
  db: Queryable,
  payer: { profileId: string; accountId: string },
  studentProfileId: string,
): Promise<boolean> {
  if (payer.profileId === studentProfileId) return true;
  const rows = await selectRows<{ ok: boolean }>(
    db,
    sql`select exists (
          select 1 from user_profiles s
          where s.id = ${studentProfileId}::uuid and s.account_id = ${payer.accountId}::uuid
        ) or exists (
          select 1 from guardian_links g
          where g.parent_profile_id = ${payer.profileId}::uuid
            and g.student_profile_id = ${studentProfileId}::uuid
        ) as ok`,
  );
  return rows[0]?.ok === true;
}

/**
 * The institute's first active financial account (oldest, then by name) taking one of the
 * mediums, trying them in the order given; with the medium it takes.
 */
export async function accountTaking(
  db: Queryable,
  instituteId: string,
  mediums: readonly PaymentMethod[],
): Promise<{ id: string; medium: PaymentMethod } | undefined> {
  const rows = await selectRows<{ id: string; mediums: PaymentMethod[] }>(
    db,
    sql`select id, acceptance_mediums as mediums from financial_accounts
        where institute_id = ${instituteId}::uuid and active
        order by created_at, account_name, id`,
  );
  for (const medium of mediums) {
    const account = rows.find((a) => a.mediums.includes(medium));
    if (account) return { id: account.id, medium };
  }
  return undefined;
}

/** The institute's active session. */
export async function activeSessionOf(db: Queryable, instituteId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: groups.activeSessionId })
    .from(groups)
    .where(eq(groups.id, instituteId))
    .limit(1);
  return row?.id ?? null;
}

/** The receipt numbers of a transaction's records, in order. */
export async function receiptNumbersOf(db: Queryable, transactionPk: string): Promise<number[]> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`select receipt_number as n from payment_records
        where transaction_pk = ${transactionPk}::uuid order by receipt_number`,
  );
  return rows.map((r) => r.n);
}

/** Has the gateway's event been handled already? */
export async function eventHandled(db: Queryable, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: gatewayEvents.eventId })
    .from(gatewayEvents)
    .where(eq(gatewayEvents.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

/** Notes the event as handled (a repeat racing this one is a no-op). */
export async function noteEvent(
  db: Queryable,
  values: typeof gatewayEvents.$inferInsert,
): Promise<void> {
  await db.insert(gatewayEvents).values(values).onConflictDoNothing();
}
