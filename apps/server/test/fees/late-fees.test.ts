import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { financialAccounts, studentDues } from '../../src/db/schema/index.js';
import { LATE_FEES_JOB, lateFeesJob } from '../../src/modules/fees/late-fee-job.js';
import { feesModule } from '../../src/modules/fees/module.js';
import { useTestApp } from '../support/app.js';
import { as } from '../support/factories.js';
import { statementsDuring } from '../support/statements.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { assigned, createdStructure, type FeeSchool, feeCall, feeSchool } from './fee-school.js';

// Late fees (issue 21, "No writes on a GET"): written by the fees module's daily job and by a
// payment being recorded, never by the dues reads; a read shows a late fee fallen due but not
// yet written as it will be written (same id, amount and date), so what a parent sees is what a
// payment allocates.

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;
const DAY = 86_400_000;

type Due = { id: string; particular: string; amount: number; dueDate: string; source: string };

/**
 * Term 1 due 30 May with 5 days' grace: late from 5 June (India's day). The clock reads 1 June,
 * moved `days` on first (sessions made before a long move would have expired).
 */
async function lateSchool(days = 0): Promise<FeeSchool> {
  t.clock.advance(days * DAY);
  const s = await feeSchool(t);
  const structure = await createdStructure(t, s, {
    lateFeePaise: 25_000,
    lateFeeGraceDays: 5,
    particulars: [
      { name: 'Term 1 tuition', kind: 'CHARGE', amountPaise: 500_000, dueDate: '2026-05-30' },
      { name: 'Term 2 tuition', kind: 'CHARGE', amountPaise: 500_000, dueDate: '2026-10-10' },
    ],
  });
  await assigned(t, s, structure.id, [s.students[0].profileId, s.students[1].profileId]);
  return s;
}

const lateFeeRows = () => db().select().from(studentDues).where(eq(studentDues.source, 'LATE_FEE'));

async function estimation(s: FeeSchool, profileId = s.students[0].profileId): Promise<Due[]> {
  const res = await feeCall(t, s.accountant, 'GET', 'fee/estimation', {
    groupId: s.klass.id,
    userProfileId: profileId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fees;
}

const WRITE = /^\s*(insert|update|delete|merge)\b/i;

describe('late fees', () => {
  it('are shown by the dues reads without anything written (estimation, cart, class summary)', async () => {
    const s = await lateSchool(5); // 6 June: Term 1 is late.
    const before = (await db().select().from(studentDues)).length;
    const reads = [
      () => estimation(s),
      () =>
        feeCall(t, s.accountant, 'GET', 'fee/cart', {
          groupId: s.klass.id,
          userProfileIds: `${s.students[0].profileId},${s.students[1].profileId}`,
        }),
      () => feeCall(t, s.accountant, 'GET', 'fee/summary/group', { groupId: s.klass.id }),
      () =>
        feeCall(t, s.parent, 'GET', 'fee/estimation', {
          groupId: s.klass.id,
          userProfileId: s.students[1].profileId,
        }),
    ];
    for (const read of reads) {
      const writes = (await statementsDuring(t, read)).filter((q) => WRITE.test(q));
      expect(writes).toEqual([]);
    }
    expect((await db().select().from(studentDues)).length).toBe(before);
    expect(await lateFeeRows()).toEqual([]);

    // Shown all the same, as the job will write it.
    const shown = (await estimation(s)).filter((d) => d.source === 'LATE_FEE');
    expect(shown).toMatchObject([
      { particular: 'Late fee: Term 1 tuition', amount: 25_000, dueDate: '2026-06-05' },
    ]);
    const summary = await feeCall(t, s.accountant, 'GET', 'fee/summary/group', {
      groupId: s.klass.id,
    });
    expect(summary.json().totals.overdue).toBe(2 * (500_000 + 25_000));
    await lateFeesJob.run(t.app.ctx, {});
    const written = await lateFeeRows();
    expect(written.map((r) => r.id)).toContain(shown[0]?.id);
    expect((await estimation(s)).filter((d) => d.source === 'LATE_FEE')).toEqual(shown);
  });

  it('are written by a daily job of the fees module, once each however often it runs', async () => {
    const s = await lateSchool();
    expect(feesModule.jobs?.map((j) => j.name)).toContain(LATE_FEES_JOB);
    expect(lateFeesJob).toMatchObject({ policy: 'oneWaitingPerKey', atStart: true });

    await lateFeesJob.run(t.app.ctx, {});
    expect(await lateFeeRows()).toEqual([]); // 1 June: within the grace days.
    t.clock.advance(3 * DAY); // 4 June: the last day of grace.
    await lateFeesJob.run(t.app.ctx, {});
    expect(await lateFeeRows()).toEqual([]);
    t.clock.advance(DAY); // 5 June
    await lateFeesJob.run(t.app.ctx, {});
    await lateFeesJob.run(t.app.ctx, {});
    const rows = await lateFeeRows();
    expect(rows.map((r) => [r.profileId, r.particular, r.amountPaise, r.dueDate]).sort()).toEqual(
      [s.students[0].profileId, s.students[1].profileId]
        .map((id) => [id, 'Late fee: Term 1 tuition', 25_000, '2026-06-05'])
        .sort(),
    );
    t.clock.advance(30 * DAY);
    await lateFeesJob.run(t.app.ctx, {});
    expect(await lateFeeRows()).toHaveLength(2);

    // The next run waits for the start of India's next day, one at a time: from 10:00 on
    // 5 July in India (the clock), 14 hours and a minute.
    const waiting = await db().execute(
      sql`select extract(epoch from start_after - created_on)::int as "wait"
        from pgboss.job where name = ${LATE_FEES_JOB} and state = 'created'`,
    );
    const waits = (waiting as unknown as { rows: { wait: number }[] }).rows;
    expect(waits).toHaveLength(1);
    const wait = Number(waits[0]?.wait);
    expect(wait).toBeGreaterThan(14 * 3600);
    expect(wait).toBeLessThan(14 * 3600 + 10 * 60);
  });

  it('are brought up to date when a payment is recorded, so the dialog pays what it showed', async () => {
    const s = await lateSchool(5); // 6 June: Term 1 is late.
    const cart = await feeCall(t, s.accountant, 'GET', 'fee/cart', {
      groupId: s.institute.id,
      userProfileIds: s.students[0].profileId,
    });
    const entry = cart.json()[0] as { fees: (Due & { remaining: number })[] };
    const late = entry.fees.find((d) => d.source === 'LATE_FEE');
    expect(late).toBeDefined();
    // Term 1 and its late fee, as the dialog's allocation gives them.
    const term1 = entry.fees.find((d) => d.particular === 'Term 1 tuition') as Due;
    const paid = { [term1.id]: 500_000, [late?.id as string]: 25_000 };
    const [account] = await db()
      .insert(financialAccounts)
      .values({
        instituteId: s.institute.id,
        accountName: 'Cash Counter',
        acceptanceMediums: ['CASH'],
        createdAt: t.clock.now(),
      })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/payment/record/common',
      headers: as(s.accountant),
      payload: {
        groupId: s.institute.id,
        recordType: 'FEES',
        transactionId: 'LATEFEE000001ABC',
        financialAccountId: account?.id,
        paymentMethod: 'CASH',
        paymentMedium: 'CASH',
        paymentRecordNewInputDtoList: JSON.stringify([
          {
            userProfileId: s.students[0].profileId,
            paid,
            totalAmountPaid: 525_000,
            discount: 0,
          },
        ]),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await lateFeeRows();
    expect(rows.map((r) => [r.id, r.paidPaise])).toEqual([[late?.id, 25_000]]);
  });
});
