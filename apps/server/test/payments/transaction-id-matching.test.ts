import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { paymentTransactions } from '../../src/db/schema/index.js';
import { paidMapFor, payCall, paymentRows } from '../payments/helpers.js';
import { checkoutAnswer } from '../support/razorpay-fixtures.js';
import {
  onlineRows,
  onlineSchool,
  openOrder,
  useOnlineApp,
  verify,
} from '../support/razorpay-school.js';

// Review 2, L5: the one-transaction-per-ID rule compared the raw text, so as kavita_rao, Aarav,
// ₹50 each: "CHQ1795862049999" → 200 (receipt 522), again → 299, "chq1795862049999" → 200
// (receipt 523: recorded again). IDs are now compared as the bank would: case and spaces
// ignored. The gateway's pay_… IDs are kept as they come (Razorpay's IDs are case-sensitive).

const o = useOnlineApp();
const SINGLE = '/rest/payment/record';

async function cheque(s: Awaited<ReturnType<typeof onlineSchool>>, transactionId: string) {
  const student = s.student(0);
  return payCall(o.t, s.accountant, 'POST', SINGLE, {
    groupId: s.klass.id,
    sessionId: s.institute.session.id,
    userProfileId: student.profileId,
    recordType: 'FEES',
    transactionId,
    paymentMethod: 'MANUAL',
    paymentMedium: 'BANK_CHEQUE',
    financialAccountId: s.bank.id,
    amount: 5_000,
    discount: 0,
    paidMap: await paidMapFor(o.t, s, student, 5_000),
  });
}

describe('L5: transaction IDs are compared without regard to case and spacing', () => {
  it('the review’s CHQ…/chq… sequence records once: 299 naming the first receipt', async () => {
    const s = await onlineSchool(o.t);
    const first = await cheque(s, 'CHQ1795862049999');
    expect(first.statusCode, first.body).toBe(200);
    const again = await cheque(s, 'CHQ1795862049999');
    expect(again.statusCode).toBe(299);
    expect(again.json().message).toBe(
      'Transaction ID CHQ1795862049999 is already recorded (receipt 1).',
    );
    const lower = await cheque(s, 'chq1795862049999');
    expect(lower.statusCode, lower.body).toBe(299);
    expect(lower.json()).toMatchObject({
      message: 'Transaction ID CHQ1795862049999 is already recorded (receipt 1).',
      transactionPk: first.json().transactionPk,
    });
    const rows = await paymentRows(o.t, s.institute.id);
    expect(rows.transactions).toHaveLength(1);
    expect(rows.records).toHaveLength(1);
  });

  it('spaces around and inside the ID do not make it another payment', async () => {
    const s = await onlineSchool(o.t);
    const first = await cheque(s, 'CHQ123');
    expect(first.statusCode, first.body).toBe(200);
    for (const typed of [' CHQ 123 ', 'chq 1 2 3', 'Chq123 ']) {
      const res = await cheque(s, typed);
      expect(res.statusCode, `${JSON.stringify(typed)}: ${res.body}`).toBe(299);
      expect(res.json().message).toBe('Transaction ID CHQ123 is already recorded (receipt 1).');
    }
    // Typed with spaces first, the ID is kept as typed (trimmed) for display.
    const spaced = await cheque(s, ' UTR 4455 6677 ');
    expect(spaced.statusCode, spaced.body).toBe(200);
    const [row] = await o.t.app.deps.database.db
      .select({ transactionId: paymentTransactions.transactionId })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, spaced.json().transactionPk));
    expect(row?.transactionId).toBe('UTR 4455 6677');
    expect((await cheque(s, 'utr44556677')).statusCode).toBe(299);
    expect((await paymentRows(o.t, s.institute.id)).transactions).toHaveLength(2);
  });

  it('keeps the gateway’s pay_… IDs as they come: two that differ in case are two payments', async () => {
    const s = await onlineSchool(o.t);
    const child = s.student(0);
    const ids = ['pay_AbCdEfGhIjKlMn', 'pay_abcdefghijklmn'];
    for (const [i, id] of ids.entries()) {
      const order = await openOrder(o.t, s.parent, {
        groupId: s.klass.id,
        userProfileId: child.profileId,
        amount: 10_000 + i * 100,
      });
      expect(order.statusCode, order.body).toBe(200);
      const orderId = order.json().orderId as string;
      o.stub.pay(orderId, { id });
      const res = await verify(o.t, s.parent, {
        groupId: s.klass.id,
        ...checkoutAnswer(o.stub.keySecret, orderId, id),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await onlineRows(o.t, s.institute.id);
    expect(rows.transactions.map((x) => x.transactionId).sort()).toEqual([...ids].sort());
  });
});

describe('L5: the migration copes with the IDs recorded before', () => {
  const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
  const KEYS = '0020_money_bigint_transaction_keys';

  it('keeps rows that now clash as they were, and one payment per key from then on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shala-l5-'));
    const client = new PGlite();
    try {
      // The database as it was before the migration, with payments recorded under the old rule.
      cpSync(MIGRATIONS, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((e) => e.tag === KEYS);
      expect(at).toBeGreaterThan(0);
      writeFileSync(
        journalFile,
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
      );
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: dir });
      const school = crypto.randomUUID();
      const other = crypto.randomUUID();
      const account = crypto.randomUUID();
      const otherAccount = crypto.randomUUID();
      await client.query(
        `insert into groups (id, type, name, created_at) values
           ($1, 'INSTITUTE', 'Old School', now()), ($2, 'INSTITUTE', 'Other School', now())`,
        [school, other],
      );
      await client.query(
        `insert into financial_accounts (id, institute_id, account_name, created_at) values
           ($1, $2, 'Bank', now()), ($3, $4, 'Bank', now())`,
        [account, school, otherAccount, other],
      );
      const typed: [string, string, string, number][] = [
        [school, account, 'CHQ1795862049999', 1],
        [school, account, 'chq1795862049999', 2],
        [school, account, 'Chq1795862049999', 3],
        [school, account, 'UTR-77', 4],
        [school, account, 'pay_AbCdEfGhIjKlMn', 5],
        [school, account, 'pay_abcdefghijklmn', 6],
        [other, otherAccount, 'chq1795862049999', 7],
      ];
      for (const [institute, acc, id, minute] of typed) {
        await client.query(
          `insert into payment_transactions (institute_id, transaction_id, record_type,
             transaction_date, payment_method, payment_medium, financial_account_id, amount_paise,
             created_at)
           values ($1, $2, 'FEES', now(), 'MANUAL', 'BANK_CHEQUE', $3, 150000,
             timestamptz '2026-11-01 10:00Z' + $4 * interval '1 minute')`,
          [institute, id, acc, minute],
        );
      }

      // The migration runs on it without failing.
      writeFileSync(journalFile, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: dir });
      const rows = await client.query<{ id: string; key: string; amount: number }>(
        `select transaction_id as id, transaction_key as key, amount_paise as amount
           from payment_transactions order by created_at`,
      );
      const keys = rows.rows.map((r) => r.key);
      expect(rows.rows.map((r) => r.id)).toEqual(typed.map((x) => x[2]));
      expect(keys[0]).toBe('CHQ1795862049999');
      // The later clashes keep keys of their own (recorded, receipted: they stay payments).
      expect(keys[1]).toMatch(/^CHQ1795862049999#[0-9a-f-]{36}$/);
      expect(keys[2]).toMatch(/^CHQ1795862049999#[0-9a-f-]{36}$/);
      expect(keys[1]).not.toBe(keys[2]);
      expect(keys.slice(3)).toEqual([
        'UTR-77',
        'pay_AbCdEfGhIjKlMn',
        'pay_abcdefghijklmn',
        'CHQ1795862049999',
      ]);
      expect(rows.rows.every((r) => Number(r.amount) === 150_000)).toBe(true);
      // From now on the key is unique in the institute.
      await expect(
        client.query(
          `insert into payment_transactions (institute_id, transaction_id, transaction_key,
             record_type, transaction_date, payment_method, payment_medium, financial_account_id,
             amount_paise, created_at)
           values ($1, 'utr-77', 'UTR-77', 'FEES', now(), 'MANUAL', 'BANK_CHEQUE', $2, 3000000000, now())`,
          [school, account],
        ),
      ).rejects.toThrow(/payment_transactions_institute_key_uq/);
    } finally {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // A fresh database migrated twice: generous for a busy machine.
  }, 180_000);
});
