import type { ExpenseKind } from '@shala/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  expenseAccountOpenings,
  expenseCategories,
  expenseSettings,
  expenseVendors,
  financialAccounts,
} from '../../db/schema/index.js';

// The institute's expense set-up: its approval limit, categories, vendors and each account's
// balance brought forward. Financial accounts (payments') are read here, never written.

export async function approvalLimitRow(db: Queryable, instituteId: string) {
  const [row] = await db
    .select({ approvalAbovePaise: expenseSettings.approvalAbovePaise })
    .from(expenseSettings)
    .where(eq(expenseSettings.instituteId, instituteId));
  return row?.approvalAbovePaise;
}

export async function saveApprovalLimit(
  db: Queryable,
  instituteId: string,
  approvalAbovePaise: number,
  now: Date,
) {
  await db
    .insert(expenseSettings)
    .values({ instituteId, approvalAbovePaise, updatedAt: now })
    .onConflictDoUpdate({
      target: expenseSettings.instituteId,
      set: { approvalAbovePaise, updatedAt: now },
    });
}

/** The institute's financial accounts with their brought-forward balances (0 when unset). */
export function accountsWithOpenings(db: Queryable, instituteId: string) {
  return db
    .select({
      id: financialAccounts.id,
      accountName: financialAccounts.accountName,
      active: financialAccounts.active,
      mediums: financialAccounts.acceptanceMediums,
      openingPaise: sql<number>`coalesce(${expenseAccountOpenings.amountPaise}, 0)`.mapWith(Number),
    })
    .from(financialAccounts)
    .leftJoin(
      expenseAccountOpenings,
      eq(expenseAccountOpenings.financialAccountId, financialAccounts.id),
    )
    .where(eq(financialAccounts.instituteId, instituteId))
    .orderBy(asc(financialAccounts.accountName));
}

export async function saveOpening(
  db: Queryable,
  p: { instituteId: string; financialAccountId: string; amountPaise: number; now: Date },
) {
  await db
    .insert(expenseAccountOpenings)
    .values({
      financialAccountId: p.financialAccountId,
      instituteId: p.instituteId,
      amountPaise: p.amountPaise,
      updatedAt: p.now,
    })
    .onConflictDoUpdate({
      target: expenseAccountOpenings.financialAccountId,
      set: { amountPaise: p.amountPaise, updatedAt: p.now },
    });
}

export function categoriesOf(db: Queryable, instituteId: string) {
  return db
    .select()
    .from(expenseCategories)
    .where(eq(expenseCategories.instituteId, instituteId))
    .orderBy(asc(expenseCategories.kind), asc(expenseCategories.name));
}

export async function findCategory(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.instituteId, instituteId), eq(expenseCategories.id, id)));
  return row;
}

/** Answers the new category's id, or undefined when the name is taken for that kind. */
export async function insertCategory(
  db: Queryable,
  p: { instituteId: string; kind: ExpenseKind; name: string; now: Date },
): Promise<string | undefined> {
  const [row] = await db
    .insert(expenseCategories)
    .values({ instituteId: p.instituteId, kind: p.kind, name: p.name, createdAt: p.now })
    .onConflictDoNothing()
    .returning({ id: expenseCategories.id });
  return row?.id;
}

export function updateCategory(
  db: Queryable,
  instituteId: string,
  id: string,
  values: { name: string; active: boolean },
) {
  return db
    .update(expenseCategories)
    .set(values)
    .where(and(eq(expenseCategories.instituteId, instituteId), eq(expenseCategories.id, id)))
    .returning({ id: expenseCategories.id });
}

/** Another category of the kind already named so (any case)? */
export async function categoryNameTaken(
  db: Queryable,
  p: { instituteId: string; kind: ExpenseKind; name: string; exceptId: string },
) {
  const [row] = await db
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(
      and(
        eq(expenseCategories.instituteId, p.instituteId),
        eq(expenseCategories.kind, p.kind),
        sql`lower(${expenseCategories.name}) = lower(${p.name})`,
        sql`${expenseCategories.id} <> ${p.exceptId}`,
      ),
    );
  return row !== undefined;
}

export function vendorsOf(db: Queryable, instituteId: string) {
  return db
    .select()
    .from(expenseVendors)
    .where(eq(expenseVendors.instituteId, instituteId))
    .orderBy(asc(expenseVendors.name));
}

export async function findVendor(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(expenseVendors)
    .where(and(eq(expenseVendors.instituteId, instituteId), eq(expenseVendors.id, id)));
  return row;
}

type VendorValues = { name: string; phone: string | null; gstin: string | null };

export async function insertVendor(
  db: Queryable,
  p: VendorValues & { instituteId: string; now: Date },
): Promise<string | undefined> {
  const [row] = await db
    .insert(expenseVendors)
    .values({
      instituteId: p.instituteId,
      name: p.name,
      phone: p.phone,
      gstin: p.gstin,
      createdAt: p.now,
    })
    .onConflictDoNothing()
    .returning({ id: expenseVendors.id });
  return row?.id;
}

export function updateVendor(
  db: Queryable,
  instituteId: string,
  id: string,
  values: VendorValues & { active: boolean },
) {
  return db
    .update(expenseVendors)
    .set(values)
    .where(and(eq(expenseVendors.instituteId, instituteId), eq(expenseVendors.id, id)))
    .returning({ id: expenseVendors.id });
}

export async function vendorNameTaken(
  db: Queryable,
  p: { instituteId: string; name: string; exceptId: string },
) {
  const [row] = await db
    .select({ id: expenseVendors.id })
    .from(expenseVendors)
    .where(
      and(
        eq(expenseVendors.instituteId, p.instituteId),
        sql`lower(${expenseVendors.name}) = lower(${p.name})`,
        sql`${expenseVendors.id} <> ${p.exceptId}`,
      ),
    );
  return row !== undefined;
}

/** The institute's category of this kind and name, made when it has none (payroll's Salaries). */
export async function categoryNamed(
  tx: Queryable,
  p: { instituteId: string; kind: ExpenseKind; name: string; now: Date },
): Promise<string> {
  await insertCategory(tx, p);
  const [row] = await tx
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(
      and(
        eq(expenseCategories.instituteId, p.instituteId),
        eq(expenseCategories.kind, p.kind),
        sql`lower(${expenseCategories.name}) = lower(${p.name})`,
      ),
    );
  if (!row) throw new Error(`category ${p.name} not found`);
  return row.id;
}
