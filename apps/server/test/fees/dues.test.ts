import { allocatePayment } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentDues } from '../../src/db/schema/index.js';
import { AppError } from '../../src/lib/errors.js';
import {
  applyAllocationLines,
  duesOfStudent,
  lockDuesForPayment,
  type ReplaceSourceDuesInput,
  replaceSourceDues,
  replaceSourceDuesOfMany,
  type SourceDueRow,
  takeBackAllocationLines,
} from '../../src/modules/fees/index.js';
import { useTestApp } from '../support/app.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { type FeeSchool, feeSchool } from './fee-school.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';
const P3 = '00000000-0000-4000-8000-000000000003';

const row = (sourceId: string, over: Partial<SourceDueRow> = {}): SourceDueRow => ({
  sourceId,
  particular: `Fee ${sourceId.slice(-1)}`,
  kind: 'CHARGE',
  dueDate: '2026-04-10',
  position: Number(sourceId.slice(-1)),
  amountPaise: 500_000,
  concessionPaise: 0,
  ...over,
});

function input(s: FeeSchool, rows: SourceDueRow[], over: Partial<ReplaceSourceDuesInput> = {}) {
  return {
    instituteId: s.institute.id,
    classId: s.klass.id,
    sessionId: s.institute.session.id,
    profileId: s.students[0].profileId,
    recordType: 'FEES' as const,
    source: 'STRUCTURE' as const,
    rows,
    now: t.clock.now(),
    ...over,
  };
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const owed = (s: FeeSchool, profileId = s.students[0].profileId) =>
  duesOfStudent(db(), {
    instituteId: s.institute.id,
    sessionId: s.institute.session.id,
    profileId,
  });

describe('replaceSourceDues', () => {
  it('adds, updates and cancels the dues of a source by sourceId', async () => {
    const s = await feeSchool(t);
    const first = await replaceSourceDues(db(), input(s, [row(P1), row(P2)]));
    expect(first).toEqual({ added: 2, updated: 0, cancelled: 0 });

    const second = await replaceSourceDues(
      db(),
      input(s, [row(P1, { amountPaise: 450_000, concessionPaise: 50_000 }), row(P3)]),
    );
    expect(second).toEqual({ added: 1, updated: 1, cancelled: 1 });
    const dues = await owed(s);
    expect(dues.map((d) => [d.particular, d.amount, d.concession])).toEqual([
      ['Fee 1', 450_000, 50_000],
      ['Fee 3', 500_000, 0],
    ]);
    const all = await db().select().from(studentDues);
    expect(all).toHaveLength(3);
    expect(all.find((d) => d.sourceId === P2)?.cancelledAt).toEqual(t.clock.now());

    // Listed again: the cancelled one is owed again, the same row.
    await replaceSourceDues(db(), input(s, [row(P1), row(P2), row(P3)]));
    expect((await owed(s)).map((d) => d.sourceId)).toEqual([P1, P2, P3]);
    expect(await db().select().from(studentDues)).toHaveLength(3);
  });

  it('treats a row of 0 (a full concession) as not owed', async () => {
    const s = await feeSchool(t);
    await replaceSourceDues(db(), input(s, [row(P1), row(P2)]));
    await replaceSourceDues(db(), input(s, [row(P1), row(P2, { amountPaise: 0 })]));
    expect((await owed(s)).map((d) => d.sourceId)).toEqual([P1]);
  });

  it('refuses to lower a due below what is paid into it, or to drop one paid into, writing nothing', async () => {
    const s = await feeSchool(t);
    await replaceSourceDues(db(), input(s, [row(P1), row(P2)]));
    const [fee1] = await owed(s);
    await applyAllocationLines(
      db(),
      [{ dueId: fee1?.id as string, paid: 300_000, discount: 0 }],
      undefined,
      s.institute.id,
    );

    const lowered = await refusal(
      db().transaction((tx) =>
        replaceSourceDues(tx, input(s, [row(P1, { amountPaise: 200_000 }), row(P2)])),
      ),
    );
    expect(lowered.statusCode).toBe(409);
    expect(lowered.message).toBe(
      'Fee 1 has ₹3,000.00 paid into it; it cannot be lowered below that.',
    );
    const dropped = await refusal(
      db().transaction((tx) => replaceSourceDues(tx, input(s, [row(P2, { amountPaise: 1 })]))),
    );
    expect(dropped.statusCode).toBe(409);
    expect(dropped.message).toContain('Fee 1 has ₹3,000.00 paid into it; it cannot be removed.');
    // Nothing of either call stayed: P2 keeps its amount.
    expect((await owed(s)).map((d) => [d.sourceId, d.amount, d.paid])).toEqual([
      [P1, 500_000, 300_000],
      [P2, 500_000, 0],
    ]);
    // Lowered exactly to what is paid is allowed.
    await replaceSourceDues(db(), input(s, [row(P1, { amountPaise: 300_000 }), row(P2)]));
    expect((await owed(s))[0]?.amount).toBe(300_000);
  });

  it('touches only the sourceIds it speaks for when told (one structure among several)', async () => {
    const s = await feeSchool(t);
    await replaceSourceDues(db(), input(s, [row(P1)], { replaces: [P1] }));
    await replaceSourceDues(db(), input(s, [row(P2)], { replaces: [P2] }));
    expect((await owed(s)).map((d) => d.sourceId)).toEqual([P1, P2]);
    await replaceSourceDues(db(), input(s, [], { replaces: [P2] }));
    expect((await owed(s)).map((d) => d.sourceId)).toEqual([P1]);
    // Without `replaces` the whole source is spoken for.
    await replaceSourceDues(db(), input(s, [row(P3)]));
    expect((await owed(s)).map((d) => d.sourceId)).toEqual([P3]);
  });

  it('refuses negative, fractional and repeated rows', async () => {
    const s = await feeSchool(t);
    for (const rows of [
      [row(P1, { amountPaise: -1 })],
      [row(P1, { amountPaise: 10.5 })],
      [row(P1, { concessionPaise: -5 })],
      [row(P1), row(P1)],
    ]) {
      expect((await refusal(replaceSourceDues(db(), input(s, rows)))).statusCode).toBe(400);
    }
    expect(await db().select().from(studentDues)).toHaveLength(0);
  });

  it('replaces the dues of many students in a few statements', async () => {
    const s = await feeSchool(t);
    const inputs = s.students.map((st) =>
      input(s, [row(P1), row(P2)], { profileId: st.profileId }),
    );
    expect(await replaceSourceDuesOfMany(db(), inputs)).toEqual({
      added: 6,
      updated: 0,
      cancelled: 0,
    });
    const again = s.students.map((st) => input(s, [row(P1)], { profileId: st.profileId }));
    expect(await replaceSourceDuesOfMany(db(), again)).toEqual({
      added: 0,
      updated: 3,
      cancelled: 3,
    });
  });

  it('leaves a due carried to the next session as it is', async () => {
    const s = await feeSchool(t);
    await replaceSourceDues(db(), input(s, [row(P1), row(P2)]));
    await db()
      .update(studentDues)
      .set({ carriedOverAt: t.clock.now() })
      .where(and(eq(studentDues.instituteId, s.institute.id), eq(studentDues.sourceId, P1)));
    expect(await replaceSourceDues(db(), input(s, [row(P1, { amountPaise: 1 }), row(P2)]))).toEqual(
      { added: 0, updated: 1, cancelled: 0 },
    );
    await replaceSourceDues(db(), input(s, []));
    const carried = await db().select().from(studentDues).where(eq(studentDues.sourceId, P1));
    expect(carried[0]).toMatchObject({ amountPaise: 500_000, cancelledAt: null });
  });
});

describe('lockDuesForPayment', () => {
  it("locks the students' owed dues of the record type, in id order, within the institute", async () => {
    const s = await feeSchool(t);
    for (const st of s.students.slice(0, 2)) {
      await replaceSourceDues(db(), input(s, [row(P1), row(P2)], { profileId: st.profileId }));
    }
    await replaceSourceDues(
      db(),
      input(s, [row(P3)], { source: 'TRANSPORT', recordType: 'TRANSPORTATION_FEES' }),
    );
    await replaceSourceDues(db(), input(s, [row(P1)], { profileId: s.students[1].profileId }));
    const profileIds = [s.students[0].profileId, s.students[1].profileId];
    const locked = await db().transaction((tx) =>
      lockDuesForPayment(tx, {
        instituteId: s.institute.id,
        sessionId: s.institute.session.id,
        profileIds,
        recordType: 'FEES',
      }),
    );
    expect(locked).toHaveLength(3);
    expect(locked.map((d) => d.id)).toEqual([...locked.map((d) => d.id)].sort());
    expect(locked.every((d) => d.recordType === 'FEES' && d.classId === s.klass.id)).toBe(true);
    expect(locked[0]).toMatchObject({
      kind: 'CHARGE',
      paid: 0,
      discount: 0,
      previousCarryOver: false,
    });

    const elsewhere = await lockDuesForPayment(db(), {
      instituteId: s.other.institute.id,
      sessionId: s.institute.session.id,
      profileIds,
      recordType: 'FEES',
    });
    expect(elsewhere).toEqual([]);
  });
});

describe('applyAllocationLines and takeBackAllocationLines', () => {
  it('adds an allocation to many dues in one statement and takes it back', async () => {
    const s = await feeSchool(t);
    await replaceSourceDues(
      db(),
      input(s, [
        row(P1),
        row(P2, { kind: 'DISCOUNT', amountPaise: 50_000, dueDate: '2026-04-10' }),
        row(P3, { dueDate: '2026-07-10' }),
      ]),
    );
    const dues = await owed(s);
    const allocation = allocatePayment(dues, 700_000, '2026-04-01');
    const lines = allocation.lines.map((l) => ({
      dueId: l.id,
      paid: l.paid,
      discount: l.discount,
    }));
    await applyAllocationLines(db(), lines, t.clock.now(), s.institute.id);
    const after = await owed(s);
    expect(after.map((d) => [d.sourceId, d.paid, d.discount])).toEqual([
      [P1, 450_000, 50_000],
      [P2, 0, 50_000],
      [P3, 250_000, 0],
    ]);
    await takeBackAllocationLines(db(), lines, undefined, s.institute.id);
    expect((await owed(s)).map((d) => [d.paid, d.discount])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('merges lines of one due, and refuses overpaying, taking back too much or an unknown due', async () => {
    const s = await feeSchool(t);
    await replaceSourceDues(db(), input(s, [row(P1), row(P2)]));
    const [a, b] = (await owed(s)).map((d) => d.id) as [string, string];
    await applyAllocationLines(
      db(),
      [
        { dueId: a, paid: 100_000, discount: 0 },
        { dueId: a, paid: 100_000, discount: 0 },
      ],
      undefined,
      s.institute.id,
    );
    expect((await owed(s))[0]?.paid).toBe(200_000);

    const over = await refusal(
      db().transaction((tx) =>
        applyAllocationLines(
          tx,
          [
            { dueId: b, paid: 100_000, discount: 0 },
            { dueId: a, paid: 300_001, discount: 0 },
          ],
          undefined,
          s.institute.id,
        ),
      ),
    );
    expect(over.statusCode).toBe(409);
    const under = await refusal(
      db().transaction((tx) =>
        takeBackAllocationLines(
          tx,
          [{ dueId: a, paid: 200_001, discount: 0 }],
          undefined,
          s.institute.id,
        ),
      ),
    );
    expect(under.statusCode).toBe(409);
    const unknown = await refusal(
      db().transaction((tx) =>
        applyAllocationLines(
          tx,
          [
            { dueId: b, paid: 1, discount: 0 },
            { dueId: P3, paid: 1, discount: 0 },
          ],
          undefined,
          s.institute.id,
        ),
      ),
    );
    expect(unknown.statusCode).toBe(409);
    const negative = await refusal(
      applyAllocationLines(db(), [{ dueId: a, paid: -1, discount: 0 }], undefined, s.institute.id),
    );
    expect(negative.statusCode).toBe(400);
    expect((await owed(s)).map((d) => d.paid)).toEqual([200_000, 0]);

    // Defence in depth: the statement keeps to the institute named, whatever the ids say.
    const elsewhere = await refusal(
      db().transaction((tx) =>
        applyAllocationLines(
          tx,
          [{ dueId: a, paid: 1, discount: 0 }],
          undefined,
          s.other.institute.id,
        ),
      ),
    );
    expect(elsewhere.statusCode).toBe(409);
    const takenElsewhere = await refusal(
      db().transaction((tx) =>
        takeBackAllocationLines(
          tx,
          [{ dueId: a, paid: 1, discount: 0 }],
          undefined,
          s.other.institute.id,
        ),
      ),
    );
    expect(takenElsewhere.statusCode).toBe(409);
    expect((await owed(s)).map((d) => d.paid)).toEqual([200_000, 0]);
  });
});
