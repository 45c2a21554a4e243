// After the counter closes: what the database holds against what the server acknowledged.
// Every acknowledged payment is there once with its records and receipts (none lost), nothing
// else was recorded (no duplicate: each double submit once), the receipt numbers the run took
// are one unbroken sequence, and every student's dues add up: what was paid into them plus what
// is still due equals what they owed.

import { openSql } from '../common/sql.js';
import type { Ack, CounterLoad } from './load.js';
import type { Counter } from './seed.js';

export type Verification = {
  acknowledged: number;
  /** Acknowledged payments not in the database, or in it with other records or money. */
  lost: number;
  /** Transactions in the database nobody was told of, or recorded twice. */
  duplicates: number;
  records: number;
  /** Receipt numbers taken by the run: their count, and whether they run without gap or repeat. */
  receipts: { count: number; unbroken: boolean };
  /** Double submits answered otherwise than one 200 and one 299 naming the receipt. */
  doublesWrong: number;
  doubles: number;
  /** Students whose paid + discount applied + still due differs from what they owed. */
  unbalanced: number;
  /** Students whose money in the database differs from what their cashier was told. */
  mismatched: number;
  examples: string[];
};

type TxRow = {
  id: string;
  transaction_id: string;
  /** bigint paise: text over pg. */
  amount: number | string;
  discount: number | string;
  records: number;
  receipts: number[];
};

export async function verifyCounter(
  databaseUrl: string,
  counter: Counter,
  load: CounterLoad,
): Promise<Verification> {
  const sql = await openSql('', databaseUrl);
  const examples: string[] = [];
  try {
    const txRows = (await sql.query(
      `SELECT t.id, t.transaction_id, t.amount_paise AS amount, t.discount_paise AS discount,
              count(r.id)::int AS records, array_agg(r.receipt_number ORDER BY r.receipt_number) AS receipts
         FROM payment_transactions t JOIN payment_records r ON r.transaction_pk = t.id
        WHERE t.financial_account_id = $1
        GROUP BY t.id`,
      [counter.accountId],
    )) as TxRow[];
    const byTranId = new Map(txRows.map((r) => [r.transaction_id, r]));
    let lost = 0;
    for (const ack of load.acks) {
      const row = byTranId.get(ack.transactionId);
      const amount = ack.lines.reduce((s, l) => s + l.amount, 0);
      const discount = ack.lines.reduce((s, l) => s + l.discount, 0);
      if (
        !row ||
        row.id !== ack.transactionPk ||
        row.records !== ack.lines.length ||
        Number(row.amount) !== amount ||
        Number(row.discount) !== discount
      ) {
        lost += 1;
        if (examples.length < 5)
          examples.push(`acknowledged ${ack.transactionId} reads ${JSON.stringify(row ?? null)}`);
      }
    }
    const acked = new Set(load.acks.map((a) => a.transactionId));
    const duplicates =
      txRows.filter((r) => !acked.has(r.transaction_id)).length + (load.acks.length - acked.size);

    // The institute's whole sequence (the demo's payments, the ratio's and the counter's, which
    // may interleave): 1 … n, each once.
    const [sequence] = await sql.query(
      `SELECT count(*)::int AS n, count(DISTINCT receipt_number)::int AS distinct_n,
              coalesce(max(receipt_number), 0)::int AS max, coalesce(min(receipt_number), 0)::int AS min
         FROM payment_records WHERE institute_id = $1`,
      [counter.instituteId],
    );
    const receipts = txRows.flatMap((r) => r.receipts.map(Number));
    const unbroken =
      !!sequence &&
      sequence.n === sequence.distinct_n &&
      sequence.min === 1 &&
      sequence.max === sequence.n;
    if (!unbroken && examples.length < 10)
      examples.push(`receipt numbers: ${JSON.stringify(sequence)}`);

    const doublesWrong = load.doubles.filter((d) => {
      const ok = [...d.statuses].sort().join(',') === '200,299' && d.messageNamesReceipt;
      if (!ok && examples.length < 8)
        examples.push(`double submit ${d.kind} of ${d.transactionId}: ${d.statuses.join(', ')}`);
      return !ok;
    }).length;

    // Every student's dues: charges = paid + discount particulars applied + still due, and the
    // money in the database is what the cashiers were told.
    const dues = await sql.query(
      `SELECT d.profile_id, d.kind, d.amount_paise AS amount, d.paid_paise AS paid, d.discount_paise AS discount
         FROM student_dues d WHERE d.class_id = $1`,
      [counter.classId],
    );
    const recorded = await sql.query(
      `SELECT r.profile_id, sum(r.amount_paise + r.discount_paise)::bigint AS total
         FROM payment_records r JOIN payment_transactions t ON t.id = r.transaction_pk
        WHERE r.class_id = $1 AND t.status = 'ACTIVE' GROUP BY r.profile_id`,
      [counter.classId],
    );
    const paidOf = new Map(recorded.map((r) => [String(r.profile_id), Number(r.total)]));
    const told = new Map<string, number>();
    for (const ack of load.acks)
      for (const l of ack.lines)
        told.set(l.profileId, (told.get(l.profileId) ?? 0) + l.amount + l.discount);
    const sums = new Map<string, { charges: number; paid: number; applied: number; due: number }>();
    for (const d of dues) {
      const id = String(d.profile_id);
      const s = sums.get(id) ?? { charges: 0, paid: 0, applied: 0, due: 0 };
      const [amount, paid, discount] = [Number(d.amount), Number(d.paid), Number(d.discount)];
      if (d.kind === 'CHARGE') {
        s.charges += amount;
        s.paid += paid;
        s.applied += discount;
        s.due += amount - paid - discount;
      }
      sums.set(id, s);
    }
    let unbalanced = 0;
    let mismatched = 0;
    for (const [id, s] of sums) {
      const owed = counter.owed.get(id)?.charges ?? 0;
      const paidIn = paidOf.get(id) ?? 0;
      if (s.charges !== owed || paidIn + s.applied + s.due !== owed || s.paid !== paidIn) {
        unbalanced += 1;
        if (examples.length < 10)
          examples.push(
            `student ${id}: owed ${owed}, paid ${paidIn}, discounts ${s.applied}, due ${s.due}`,
          );
      }
      if (paidIn !== (told.get(id) ?? 0)) mismatched += 1;
    }
    return {
      acknowledged: load.acks.length,
      lost,
      duplicates,
      records: txRows.reduce((s, r) => s + r.records, 0),
      receipts: { count: receipts.length, unbroken },
      doublesWrong,
      doubles: load.doubles.length,
      unbalanced,
      mismatched,
      examples,
    };
  } finally {
    await sql.close();
  }
}

export const verified = (v: Verification) =>
  v.lost === 0 &&
  v.duplicates === 0 &&
  v.receipts.unbroken &&
  v.doublesWrong === 0 &&
  v.unbalanced === 0 &&
  v.mismatched === 0;

export type { Ack };
