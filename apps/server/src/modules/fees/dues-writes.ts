import { type DueKind, type DueSource, formatRupees, type PaymentRecordType } from '@shala/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { chunks } from '../../db/chunks.js';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { studentDues } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { DUES_MESSAGES } from './messages.js';

/**
 * The only writers of student_dues' amounts and of what is paid into them: transport and the
 * fee structures replace a student's dues of their source, payments add to and take back from
 * them. Every rule that keeps paid money safe lives here, and the table's checks back it up.
 */

/** One due a source wants a student to owe. */
export type SourceDueRow = {
  /** The fee particular, transportation cost … this due comes from: its key within the source. */
  sourceId: string;
  particular: string;
  kind: DueKind;
  /** yyyy-mm-dd */
  dueDate: string;
  position: number;
  /** What is owed after the concession; a row of 0 is not owed (dropped like an unlisted one). */
  amountPaise: number;
  concessionPaise: number;
  previousCarryOver?: boolean;
};

export type ReplaceSourceDuesInput = {
  instituteId: string;
  classId: string;
  sessionId: string;
  profileId: string;
  recordType: PaymentRecordType;
  source: DueSource;
  rows: SourceDueRow[];
  /**
   * The source's dues this call speaks for: only these sourceIds (and the rows' own) are
   * cancelled when unlisted. Absent: every due of the source (a student has one transport stop;
   * a student may have several fee structures, each replacing only its own particulars).
   */
  replaces?: string[];
  /** When it happens (the service's clock); the database's time when absent. */
  now?: Date;
  /**
   * A due already settled beyond its new amount is kept as it stands instead of refused (409):
   * a concession that arrives later (a sibling joined) lowers what is still owed and never
   * takes back what was paid.
   */
  keepSettled?: boolean;
};

type Existing = {
  id: string;
  sourceId: string;
  particular: string;
  paid: number;
  discount: number;
  cancelled: boolean;
  /** Moved to the next session: frozen, neither changed nor cancelled from here. */
  carried: boolean;
};

const isWholePaise = (n: number) => Number.isSafeInteger(n) && n >= 0;

function checkRows(rows: readonly SourceDueRow[]): void {
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.sourceId)) throw badRequest(DUES_MESSAGES.duplicateSource);
    seen.add(row.sourceId);
    if (!isWholePaise(row.amountPaise) || !isWholePaise(row.concessionPaise)) {
      throw badRequest(DUES_MESSAGES.wholePaise);
    }
  }
}

/**
 * Makes a student's dues of one source what `rows` says: a listed due is updated (or added), an
 * unlisted one is cancelled while nothing is paid into it. Refuses (409, nothing written) to
 * drop a due that has money in it or to lower one below what is paid into it.
 */
export async function replaceSourceDues(
  tx: Queryable,
  input: ReplaceSourceDuesInput,
): Promise<{ added: number; updated: number; cancelled: number }> {
  return replaceSourceDuesOfMany(tx, [input]);
}

/** replaceSourceDues for many students at once (a class's assignment): a few statements in all. */
export async function replaceSourceDuesOfMany(
  tx: Queryable,
  inputs: readonly ReplaceSourceDuesInput[],
): Promise<{ added: number; updated: number; cancelled: number }> {
  const totals = { added: 0, updated: 0, cancelled: 0 };
  if (inputs.length === 0) return totals;
  for (const input of inputs) checkRows(input.rows);
  const existing = await lockExisting(tx, inputs);

  const inserts: (typeof studentDues.$inferInsert)[] = [];
  const updates: Record<string, unknown>[] = [];
  /** By institute: each statement repeats its institute. */
  const cancels = new Map<string, string[]>();
  inputs.forEach((input, index) => {
    const now = input.now ?? new Date();
    const mine = existing.get(index) ?? new Map<string, Existing>();
    const listed = new Set<string>();
    for (const row of input.rows) {
      if (row.amountPaise === 0) continue;
      listed.add(row.sourceId);
      const before = mine.get(row.sourceId);
      if (!before) {
        inserts.push({
          instituteId: input.instituteId,
          classId: input.classId,
          sessionId: input.sessionId,
          profileId: input.profileId,
          recordType: input.recordType,
          source: input.source,
          sourceId: row.sourceId,
          particular: row.particular,
          kind: row.kind,
          dueDate: row.dueDate,
          position: row.position,
          amountPaise: row.amountPaise,
          concessionPaise: row.concessionPaise,
          previousCarryOver: row.previousCarryOver ?? false,
          createdAt: now,
          updatedAt: now,
        });
        continue;
      }
      if (before.carried) continue;
      const settled = before.paid + before.discount;
      if (settled > row.amountPaise && input.keepSettled) continue;
      if (settled > row.amountPaise) {
        throw conflict(DUES_MESSAGES.belowPaid(before.particular, formatRupees(settled)));
      }
      updates.push({
        id: before.id,
        institute_id: input.instituteId,
        class_id: input.classId,
        particular: row.particular,
        kind: row.kind,
        due_date: row.dueDate,
        position: row.position,
        amount: row.amountPaise,
        concession: row.concessionPaise,
        carry: row.previousCarryOver ?? false,
        at: now.toISOString(),
      });
    }
    for (const due of mine.values()) {
      if (listed.has(due.sourceId) || due.cancelled || due.carried) continue;
      if (due.paid + due.discount > 0) {
        throw conflict(
          DUES_MESSAGES.dropPaid(due.particular, formatRupees(due.paid + due.discount)),
        );
      }
      cancels.set(input.instituteId, [...(cancels.get(input.instituteId) ?? []), due.id]);
    }
  });

  try {
    for (const slice of chunks(inserts)) await tx.insert(studentDues).values(slice);
  } catch (error) {
    // Another writer added the same due between our read and this insert.
    if (uniqueViolation(error) === 'student_dues_source_uq') throw conflict(DUES_MESSAGES.raced);
    throw error;
  }
  for (const slice of chunks(updates, 2000)) {
    await tx.execute(sql`
      update student_dues d set
        class_id = v.class_id, particular = v.particular, kind = v.kind, due_date = v.due_date,
        position = v.position, amount_paise = v.amount, concession_paise = v.concession,
        previous_carry_over = v.carry, cancelled_at = null, updated_at = v.at
      from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as v(
        id uuid, institute_id uuid, class_id uuid, particular text, kind text, due_date date, position int,
        amount bigint, concession bigint, carry boolean, at timestamptz)
      where d.id = v.id and d.institute_id = v.institute_id`);
  }
  const at = inputs[0]?.now ?? new Date();
  for (const [instituteId, ids] of cancels) {
    for (const slice of chunks(ids, 5000)) {
      await tx
        .update(studentDues)
        .set({ cancelledAt: at, updatedAt: at })
        .where(and(eq(studentDues.instituteId, instituteId), inArray(studentDues.id, slice)));
    }
  }
  totals.added = inserts.length;
  totals.updated = updates.length;
  totals.cancelled = [...cancels.values()].reduce((n, ids) => n + ids.length, 0);
  return totals;
}

/**
 * The dues each input speaks for, locked (FOR UPDATE, in id order so that two writers never
 * wait on each other crosswise), keyed by input and sourceId.
 */
async function lockExisting(
  tx: Queryable,
  inputs: readonly ReplaceSourceDuesInput[],
): Promise<Map<number, Map<string, Existing>>> {
  const byKey = new Map<string, number>();
  inputs.forEach((input, index) => {
    const key = `${input.profileId}|${input.sessionId}|${input.source}|${input.recordType}`;
    if (byKey.has(key)) throw new Error('replaceSourceDuesOfMany: one student given twice');
    byKey.set(key, index);
  });
  const result = new Map<number, Map<string, Existing>>();
  const first = inputs[0] as ReplaceSourceDuesInput;
  const sameSource = inputs.every(
    (i) => i.source === first.source && i.recordType === first.recordType,
  );
  if (!sameSource) throw new Error('replaceSourceDuesOfMany: one source and record type a call');
  const sessions = [...new Set(inputs.map((i) => i.sessionId))];
  for (const profiles of chunks([...new Set(inputs.map((i) => i.profileId))], 5000)) {
    const rows = await tx
      .select({
        id: studentDues.id,
        profileId: studentDues.profileId,
        sessionId: studentDues.sessionId,
        sourceId: studentDues.sourceId,
        particular: studentDues.particular,
        paid: studentDues.paidPaise,
        discount: studentDues.discountPaise,
        cancelledAt: studentDues.cancelledAt,
        carriedOverAt: studentDues.carriedOverAt,
      })
      .from(studentDues)
      .where(
        and(
          inArray(studentDues.profileId, profiles),
          inArray(studentDues.sessionId, sessions),
          eq(studentDues.source, first.source),
          eq(studentDues.recordType, first.recordType),
        ),
      )
      .orderBy(studentDues.id)
      .for('update');
    for (const row of rows) {
      if (row.sourceId === null) continue;
      const index = byKey.get(
        `${row.profileId}|${row.sessionId}|${first.source}|${first.recordType}`,
      );
      if (index === undefined) continue;
      const input = inputs[index] as ReplaceSourceDuesInput;
      const speaksFor =
        input.replaces === undefined ||
        input.replaces.includes(row.sourceId) ||
        input.rows.some((r) => r.sourceId === row.sourceId);
      if (!speaksFor) continue;
      const mine = result.get(index) ?? new Map<string, Existing>();
      mine.set(row.sourceId, {
        id: row.id,
        sourceId: row.sourceId,
        particular: row.particular,
        paid: row.paid,
        discount: row.discount,
        cancelled: row.cancelledAt !== null,
        carried: row.carriedOverAt !== null,
      });
      result.set(index, mine);
    }
  }
  return result;
}

/** What a payment adds to (or a revert takes back from) one due: the allocation's line. */
export type DueLine = { dueId: string; paid: number; discount: number };

/** Lines of one due merged into one (a join updates a row once, whatever it matches). */
function mergeLines(lines: readonly DueLine[]): DueLine[] {
  const merged = new Map<string, DueLine>();
  for (const line of lines) {
    if (!isWholePaise(line.paid) || !isWholePaise(line.discount)) {
      throw badRequest(DUES_MESSAGES.wholePaise);
    }
    const into = merged.get(line.dueId);
    if (into) {
      into.paid += line.paid;
      into.discount += line.discount;
    } else merged.set(line.dueId, { ...line });
  }
  return [...merged.values()].filter((l) => l.paid > 0 || l.discount > 0);
}

/** SQLSTATE 23514 (a check constraint), walking Drizzle's wrapping as uniqueViolation does. */
function checkViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23514') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Adds (+1) or takes back (-1) the lines in one statement, however many (200 cashiers pay at
 * once: one round trip each). The table's check refuses a due paid beyond its amount or below
 * nothing: the whole statement fails, 409, and the caller's transaction is to be rolled back.
 */
async function moveLines(
  tx: Queryable,
  lines: readonly DueLine[],
  sign: 1 | -1,
  now: Date | undefined,
  instituteId: string | undefined,
): Promise<void> {
  const merged = mergeLines(lines);
  if (merged.length === 0) return;
  const json = JSON.stringify(
    merged.map((l) => ({ id: l.dueId, paid: sign * l.paid, discount: sign * l.discount })),
  );
  let rows: { id: string }[];
  try {
    rows = await selectRows<{ id: string }>(
      tx,
      sql`
      update student_dues d set
        paid_paise = d.paid_paise + v.paid,
        discount_paise = d.discount_paise + v.discount,
        updated_at = ${now ? now.toISOString() : sql`now()`}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, paid bigint, discount bigint)
      where d.id = v.id ${instituteId ? sql`and d.institute_id = ${instituteId}::uuid` : sql``}
        -- The ids again as a list: the planner then finds the dues by their key. Joined to the
        -- recordset alone, on tables not yet analysed, it read the institute's every due for
        -- each payment (bench/payments, a school that has just imported its students).
        and d.id in (${sql.join(
          merged.map((l) => sql`${l.dueId}::uuid`),
          sql`, `,
        )})
      returning d.id`,
    );
  } catch (error) {
    if (checkViolation(error)) {
      throw conflict(sign === 1 ? DUES_MESSAGES.overpaid : DUES_MESSAGES.takeBackTooMuch);
    }
    throw error;
  }
  if (rows.length !== merged.length) throw conflict(DUES_MESSAGES.dueGone);
}

/**
 * A payment's allocation lines added to the dues' paid and discount. With `instituteId` (the
 * payment's), the statement itself keeps to the institute's dues: a line naming another
 * institute's due changes nothing and fails (409).
 */
export const applyAllocationLines = (
  tx: Queryable,
  lines: readonly DueLine[],
  now?: Date,
  instituteId?: string,
) => moveLines(tx, lines, 1, now, instituteId);

/** A reverted payment's lines taken back from the dues' paid and discount (as above). */
export const takeBackAllocationLines = (
  tx: Queryable,
  lines: readonly DueLine[],
  now?: Date,
  instituteId?: string,
) => moveLines(tx, lines, -1, now, instituteId);
