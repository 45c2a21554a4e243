import { type PaymentMethod, transactionIdKey } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedRows } from '../../db/rows.js';

// What a payment reads before its transaction, in one statement: its session, its account and
// where its students are. Memberships, sessions and groups are read here, never written.

export type PaymentSetting = {
  session: { id: string; startDate: string } | null;
  account: { active: boolean; mediums: PaymentMethod[] } | null;
  /** The classes of the institute each student is a member of in the session. */
  members: { profileId: string; classId: string }[];
};

/** Lists travel as one comma-separated parameter, so the statement's text never changes. */
export const listParam = (ids: readonly string[]) => ids.join(',');

export async function paymentSetting(
  db: Queryable,
  p: {
    instituteId: string;
    sessionId: string | null;
    classId: string | null;
    financialAccountId: string;
    profileIds: readonly string[];
  },
): Promise<PaymentSetting> {
  const [row] = await preparedRows<PaymentSetting>(
    db,
    'payment_setting',
    sql`
    with sess as (
      select s.id, s.start_date from academic_sessions s
      where s.institute_id = ${p.instituteId}::uuid
        and s.id = coalesce(${p.sessionId}::uuid,
          (select i.active_session_id from groups i where i.id = ${p.instituteId}::uuid))
    )
    select
      (select json_build_object('id', sess.id, 'startDate', sess.start_date) from sess) as "session",
      (select json_build_object('active', a.active, 'mediums', a.acceptance_mediums)
         from financial_accounts a
        where a.id = ${p.financialAccountId}::uuid and a.institute_id = ${p.instituteId}::uuid
      ) as "account",
      (select coalesce(json_agg(json_build_object('profileId', m.profile_id, 'classId', m.group_id)
                                order by m.group_id), '[]'::json)
         from memberships m join groups g on g.id = m.group_id
        where m.profile_id = any(string_to_array(${listParam(p.profileIds)}, ',')::uuid[])
          and g.type = 'CLASS' and g.super_group_id = ${p.instituteId}::uuid
          and (${p.classId}::uuid is null or g.id = ${p.classId}::uuid)
          and (m.session_id is null or m.session_id = (select sess.id from sess))
      ) as "members"`,
  );
  return row ?? { session: null, account: null, members: [] };
}

/**
 * The transaction already recorded under this ID in the institute (as the bank compares IDs),
 * with the ID as it was recorded and its first receipt.
 */
export async function recordedTransaction(
  db: Queryable,
  instituteId: string,
  transactionId: string,
): Promise<{ id: string; transactionId: string; receiptNumber: number | null } | undefined> {
  const [row] = await preparedRows<{
    id: string;
    transactionId: string;
    receiptNumber: number | null;
  }>(
    db,
    'payment_recorded_transaction',
    sql`
    select t.id, t.transaction_id as "transactionId",
           (select min(r.receipt_number) from payment_records r where r.transaction_pk = t.id)
             as "receiptNumber"
      from payment_transactions t
     where t.institute_id = ${instituteId}::uuid
       and t.transaction_key = ${transactionIdKey(transactionId)}`,
  );
  return row;
}
