import {
  type PaymentMethod,
  type PaymentMethodGroup,
  type PaymentRecordType,
  transactionIdKey,
} from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { preparedRows } from '../../db/rows.js';
import { listParam } from './record-queries.js';

// The writes of a payment, few and whole: the transaction row (first: its unique ID makes a
// double submit record once), then, last of all, the receipt numbers with the records and their
// allocations in one statement, so the institute's receipt counter stays locked only from that
// statement to the commit.

export type NewTransaction = {
  instituteId: string;
  transactionId: string;
  recordType: PaymentRecordType;
  transactionDate: Date;
  paymentMethod: PaymentMethodGroup;
  paymentMedium: PaymentMethod;
  financialAccountId: string;
  amount: number;
  discount: number;
  createdByProfileId: string | null;
  createdAt: Date;
};

/**
 * The payment's transaction row, or null when the institute has one with this ID already, as
 * the bank compares IDs (transactionIdKey: case and spaces ignored). A concurrent submit of the
 * same ID waits here for the first one's commit, then gets null too.
 */
export async function insertTransaction(db: Queryable, t: NewTransaction): Promise<string | null> {
  const [row] = await preparedRows<{ id: string }>(
    db,
    'payment_insert_transaction',
    sql`
    insert into payment_transactions (institute_id, transaction_id, transaction_key, record_type,
      transaction_date, payment_method, payment_medium, financial_account_id, amount_paise,
      discount_paise, created_by_profile_id, created_at)
    values (${t.instituteId}::uuid, ${t.transactionId}, ${transactionIdKey(t.transactionId)},
      ${t.recordType},
      ${t.transactionDate.toISOString()}::timestamptz, ${t.paymentMethod}, ${t.paymentMedium},
      ${t.financialAccountId}::uuid, ${t.amount}::bigint, ${t.discount}::bigint,
      ${t.createdByProfileId}::uuid, ${t.createdAt.toISOString()}::timestamptz)
    on conflict (institute_id, transaction_key) do nothing
    returning id`,
  );
  return row?.id ?? null;
}

export type NewRecord = {
  /** Made here, so the allocations can name their record in the same statement. */
  id: string;
  classId: string;
  profileId: string;
  amount: number;
  discount: number;
};

export type NewAllocation = { recordId: string; dueId: string; paid: number; discount: number };

export type WrittenRecord = { id: string; profileId: string; receiptNumber: number };

/**
 * Takes the next receipt numbers of the institute (one per record, in the records' order: no
 * gap, no repeat) and writes the records and their allocations, in one statement.
 */
export async function insertRecordsWithReceipts(
  db: Queryable,
  p: {
    instituteId: string;
    transactionPk: string;
    sessionId: string;
    recordType: PaymentRecordType;
    createdAt: Date;
    records: readonly NewRecord[];
    allocations: readonly NewAllocation[];
  },
): Promise<WrittenRecord[]> {
  const n = p.records.length;
  const ints = (values: readonly number[]) => listParam(values.map(String));
  const rows = await preparedRows<WrittenRecord>(
    db,
    'payment_insert_records',
    sql`
    with counter as (
      insert into receipt_counters (institute_id, last_number) values (${p.instituteId}::uuid, ${n}::int)
      on conflict (institute_id) do update
        set last_number = receipt_counters.last_number + excluded.last_number
      returning last_number
    ), recs as (
      insert into payment_records (id, transaction_pk, institute_id, class_id, session_id,
        profile_id, record_type, amount_paise, discount_paise, receipt_number, created_at)
      select r.id, ${p.transactionPk}::uuid, ${p.instituteId}::uuid, r.class_id,
        ${p.sessionId}::uuid, r.profile_id, ${p.recordType}, r.amount, r.discount,
        counter.last_number - ${n}::int + r.ord::int, ${p.createdAt.toISOString()}::timestamptz
      from counter, unnest(
        string_to_array(${listParam(p.records.map((r) => r.id))}, ',')::uuid[],
        string_to_array(${listParam(p.records.map((r) => r.classId))}, ',')::uuid[],
        string_to_array(${listParam(p.records.map((r) => r.profileId))}, ',')::uuid[],
        string_to_array(${ints(p.records.map((r) => r.amount))}, ',')::bigint[],
        string_to_array(${ints(p.records.map((r) => r.discount))}, ',')::bigint[]
      ) with ordinality as r(id, class_id, profile_id, amount, discount, ord)
      returning id, profile_id, receipt_number
    ), allocs as (
      insert into payment_allocations (record_id, due_id, paid_paise, discount_paise)
      select * from unnest(
        string_to_array(${listParam(p.allocations.map((a) => a.recordId))}, ',')::uuid[],
        string_to_array(${listParam(p.allocations.map((a) => a.dueId))}, ',')::uuid[],
        string_to_array(${ints(p.allocations.map((a) => a.paid))}, ',')::bigint[],
        string_to_array(${ints(p.allocations.map((a) => a.discount))}, ',')::bigint[]
      )
    )
    select id, profile_id as "profileId", receipt_number as "receiptNumber"
      from recs order by receipt_number`,
  );
  return rows;
}
