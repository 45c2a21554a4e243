import type { ExpenseKind, ExpenseListQuery, ExpenseStatus, PaymentMethod } from '@shala/shared';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { personName } from '../../db/person-name.js';
import { selectRows } from '../../db/rows.js';
import {
  expenseCategories,
  expenseEntries,
  expenseVendors,
  expenseVouchers,
  financialAccounts,
  groups,
  storedFiles,
  userProfiles,
} from '../../db/schema/index.js';

// The entries' SQL: writing one with its voucher number, finding and listing them with their
// category, account, vendor, class and the people who recorded, decided and reversed them.

const recorder = alias(userProfiles, 'recorder');
const decider = alias(userProfiles, 'decider');
const reverser = alias(userProfiles, 'reverser');
const klass = alias(groups, 'klass');

export type NewEntry = {
  /** Given by a caller that links the entry (payroll's payslips); else generated. */
  id?: string;
  instituteId: string;
  classId: string | null;
  kind: ExpenseKind;
  categoryId: string;
  financialAccountId: string;
  vendorId: string | null;
  paymentMedium: PaymentMethod;
  amountPaise: number;
  entryDate: string;
  description: string;
  reference: string | null;
  status: ExpenseStatus;
  createdByProfileId: string | null;
  createdAt: Date;
  decidedByProfileId?: string | null;
  decidedAt?: Date | null;
  source?: string | null;
};

/**
 * Inserts the entries with the institute's next voucher numbers of their kind (RV and PV run
 * apart: 1, 2, 3 … no gaps), in the caller's transaction: one counter step for each kind however
 * many entries (a month's salaries are hundreds); answers their ids in the entries' order.
 */
export async function insertEntries(tx: Tx, entries: readonly NewEntry[]): Promise<string[]> {
  const numbers: number[] = [];
  for (const kind of ['INCOME', 'EXPENSE'] as const) {
    const ofKind = entries.flatMap((e, i) => (e.kind === kind ? [i] : []));
    const first = entries[ofKind[0] ?? -1];
    if (!first) continue;
    const rows = await selectRows<{ last: number }>(
      tx,
      sql`insert into expense_voucher_counters (institute_id, kind, last_number)
        values (${first.instituteId}::uuid, ${kind}, ${ofKind.length}::int)
        on conflict (institute_id, kind)
          do update set last_number = expense_voucher_counters.last_number + excluded.last_number
        returning last_number as last`,
    );
    const last = Number(rows[0]?.last);
    ofKind.forEach((index, n) => {
      numbers[index] = last - ofKind.length + 1 + n;
    });
  }
  const ids: string[] = [];
  for (let i = 0; i < entries.length; i += 500) {
    const rows = await tx
      .insert(expenseEntries)
      .values(
        entries.slice(i, i + 500).map((e, n) => ({ ...e, voucherNumber: numbers[i + n] ?? 0 })),
      )
      .returning({ id: expenseEntries.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The entry held for a change (FOR UPDATE), of the institute only. */
export async function lockEntry(tx: Tx, instituteId: string, id: string) {
  const [row] = await tx
    .select()
    .from(expenseEntries)
    .where(and(eq(expenseEntries.instituteId, instituteId), eq(expenseEntries.id, id)))
    .for('update');
  return row;
}

export function updateEntry(
  tx: Tx,
  instituteId: string,
  id: string,
  values: Partial<typeof expenseEntries.$inferInsert>,
) {
  return tx
    .update(expenseEntries)
    .set(values)
    .where(and(eq(expenseEntries.instituteId, instituteId), eq(expenseEntries.id, id)));
}

function selectEntries(db: Queryable) {
  return db
    .select({
      entry: expenseEntries,
      categoryName: expenseCategories.name,
      accountName: financialAccounts.accountName,
      vendorName: expenseVendors.name,
      className: klass.name,
      recordedByName: personName(recorder),
      decidedByName: personName(decider),
      reversedByName: personName(reverser),
    })
    .from(expenseEntries)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenseEntries.categoryId))
    .innerJoin(financialAccounts, eq(financialAccounts.id, expenseEntries.financialAccountId))
    .leftJoin(expenseVendors, eq(expenseVendors.id, expenseEntries.vendorId))
    .leftJoin(klass, eq(klass.id, expenseEntries.classId))
    .leftJoin(recorder, eq(recorder.id, expenseEntries.createdByProfileId))
    .leftJoin(decider, eq(decider.id, expenseEntries.decidedByProfileId))
    .leftJoin(reverser, eq(reverser.id, expenseEntries.reversedByProfileId));
}

export type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

export async function findEntry(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<EntryRow | undefined> {
  const [row] = await selectEntries(db).where(
    and(eq(expenseEntries.instituteId, instituteId), eq(expenseEntries.id, id)),
  );
  return row;
}

type Filters = Omit<ExpenseListQuery, 'groupId' | 'page' | 'size'>;

function filtersWhere(instituteId: string, f: Filters): SQL | undefined {
  return and(
    eq(expenseEntries.instituteId, instituteId),
    f.from ? gte(expenseEntries.entryDate, f.from) : undefined,
    f.to ? lte(expenseEntries.entryDate, f.to) : undefined,
    f.kind ? eq(expenseEntries.kind, f.kind) : undefined,
    f.status ? eq(expenseEntries.status, f.status) : undefined,
    f.categoryId ? eq(expenseEntries.categoryId, f.categoryId) : undefined,
    f.q
      ? or(
          ilike(expenseEntries.description, likePattern(f.q)),
          ilike(expenseEntries.reference, likePattern(f.q)),
          ilike(expenseVendors.name, likePattern(f.q)),
        )
      : undefined,
  );
}

/** A page of the entries the filters find, newest day first, then newest recorded. */
export function entryPage(
  db: Queryable,
  instituteId: string,
  f: Filters,
  page: { size: number; offset: number },
) {
  return selectEntries(db)
    .where(filtersWhere(instituteId, f))
    .orderBy(desc(expenseEntries.entryDate), desc(expenseEntries.createdAt), asc(expenseEntries.id))
    .limit(page.size)
    .offset(page.offset);
}

/** Over every entry the filters find: how many, approved money in and out, how many pending. */
export async function entryTotals(db: Queryable, instituteId: string, f: Filters) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      income:
        sql<number>`coalesce(sum(${expenseEntries.amountPaise}) filter (where ${expenseEntries.kind} = 'INCOME' and ${expenseEntries.status} = 'APPROVED'), 0)::bigint`.mapWith(
          Number,
        ),
      expense:
        sql<number>`coalesce(sum(${expenseEntries.amountPaise}) filter (where ${expenseEntries.kind} = 'EXPENSE' and ${expenseEntries.status} = 'APPROVED'), 0)::bigint`.mapWith(
          Number,
        ),
      pending: sql<number>`(count(*) filter (where ${expenseEntries.status} = 'PENDING'))::int`,
    })
    .from(expenseEntries)
    .leftJoin(expenseVendors, eq(expenseVendors.id, expenseEntries.vendorId))
    .where(filtersWhere(instituteId, f));
  return {
    total: row?.total ?? 0,
    incomePaise: row?.income ?? 0,
    expensePaise: row?.expense ?? 0,
    pending: row?.pending ?? 0,
  };
}

/** The vouchers of entries, in their order, by entry. */
export async function vouchersOf(db: Queryable, entryIds: readonly string[]) {
  if (entryIds.length === 0) return new Map<string, VoucherRow[]>();
  const rows = await db
    .select({
      entryId: expenseVouchers.entryId,
      id: storedFiles.id,
      name: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      size: storedFiles.sizeBytes,
    })
    .from(expenseVouchers)
    .innerJoin(storedFiles, eq(storedFiles.id, expenseVouchers.fileId))
    .where(inArray(expenseVouchers.entryId, [...entryIds]))
    .orderBy(asc(expenseVouchers.position));
  const by = new Map<string, VoucherRow[]>();
  for (const { entryId, ...file } of rows) by.set(entryId, [...(by.get(entryId) ?? []), file]);
  return by;
}
export type VoucherRow = { id: string; name: string; mimeType: string; size: number };

export async function attachVouchers(
  tx: Tx,
  entryId: string,
  fileIds: readonly string[],
  after: number,
) {
  if (fileIds.length === 0) return;
  await tx
    .insert(expenseVouchers)
    .values(fileIds.map((fileId, i) => ({ entryId, fileId, position: after + i })));
}

/** One voucher of an entry of the institute: its stored file's row. */
export async function findVoucher(
  db: Queryable,
  instituteId: string,
  entryId: string,
  fileId: string,
) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(expenseVouchers)
    .innerJoin(expenseEntries, eq(expenseEntries.id, expenseVouchers.entryId))
    .innerJoin(storedFiles, eq(storedFiles.id, expenseVouchers.fileId))
    .where(
      and(
        eq(expenseEntries.instituteId, instituteId),
        eq(expenseVouchers.entryId, entryId),
        eq(expenseVouchers.fileId, fileId),
      ),
    );
  return row?.file;
}
