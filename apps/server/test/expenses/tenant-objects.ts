import { asc, eq } from 'drizzle-orm';
import {
  expenseAccountOpenings,
  expenseCategories,
  expenseEntries,
  expenseSettings,
  expenseVendors,
  expenseVouchers,
} from '../../src/db/schema/index.js';
import { storeFile } from '../../src/files/uploads.js';
import { PDF } from '../notices/notice-school.js';
import type { TestContext } from '../support/app.js';

/**
 * Expense objects of an institute for the cross-tenant walk (platform/cross-tenant-objects.test.ts):
 * a category, a vendor, an opening balance of its account and an expense awaiting approval
 * with a voucher. Named from another institute, each must be refused there, and nothing of them
 * shown or changed.
 */
export async function expenseObjectsOf(
  t: TestContext,
  p: { instituteId: string; accountId: string; recorderProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [category] = await db
    .insert(expenseCategories)
    .values({
      instituteId: p.instituteId,
      kind: 'EXPENSE',
      name: 'Their Secret Head',
      createdAt: now,
    })
    .returning();
  const [vendor] = await db
    .insert(expenseVendors)
    .values({ instituteId: p.instituteId, name: 'Their Secret Vendor', createdAt: now })
    .returning();
  if (!category || !vendor) throw new Error('expense set-up not created');
  await db.insert(expenseSettings).values({
    instituteId: p.instituteId,
    approvalAbovePaise: 100,
    updatedAt: now,
  });
  await db.insert(expenseAccountOpenings).values({
    financialAccountId: p.accountId,
    instituteId: p.instituteId,
    amountPaise: 123_456,
    updatedAt: now,
  });
  const [entry] = await db
    .insert(expenseEntries)
    .values({
      instituteId: p.instituteId,
      kind: 'EXPENSE',
      voucherNumber: 1,
      categoryId: category.id,
      financialAccountId: p.accountId,
      vendorId: vendor.id,
      paymentMedium: 'CASH',
      amountPaise: 777_700,
      entryDate: '2026-06-01',
      description: 'Their secret purchase',
      status: 'PENDING',
      createdByProfileId: p.recorderProfileId,
      createdAt: now,
    })
    .returning();
  if (!entry) throw new Error('entry not created');
  const file = await storeFile(db, t.app.ctx.files, now, {
    file: { fieldname: 'files', filename: 'their-bill.pdf', bytes: PDF },
    kind: 'pdf',
    purpose: 'expense-voucher',
    instituteId: p.instituteId,
    ownerAccountId: null,
  });
  await db.insert(expenseVouchers).values({ entryId: entry.id, fileId: file.id, position: 0 });
  return {
    categoryId: category.id,
    vendorId: vendor.id,
    entryId: entry.id,
    fileId: file.id,
    /** What no answer to another institute may show. */
    markers: [
      category.id,
      vendor.id,
      entry.id,
      file.id,
      'Their Secret Head',
      'Their Secret Vendor',
      'Their secret purchase',
      'their-bill.pdf',
    ],
  };
}

/** The institute's expense rows, to compare before and after the walk. */
export async function expenseRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    entries: await db
      .select()
      .from(expenseEntries)
      .where(eq(expenseEntries.instituteId, instituteId))
      .orderBy(asc(expenseEntries.id)),
    categories: await db
      .select()
      .from(expenseCategories)
      .where(eq(expenseCategories.instituteId, instituteId))
      .orderBy(asc(expenseCategories.id)),
    vendors: await db
      .select()
      .from(expenseVendors)
      .where(eq(expenseVendors.instituteId, instituteId))
      .orderBy(asc(expenseVendors.id)),
    settings: await db
      .select()
      .from(expenseSettings)
      .where(eq(expenseSettings.instituteId, instituteId)),
    openings: await db
      .select()
      .from(expenseAccountOpenings)
      .where(eq(expenseAccountOpenings.instituteId, instituteId)),
  };
}
