import type {
  ExpenseCategoryView,
  ExpenseEntryView,
  ExpenseKind,
  ExpenseVendorView,
} from '@shala/shared';
import type { expenseCategories, expenseVendors } from '../../db/schema/index.js';
import type { EntryRow, VoucherRow } from './entry-queries.js';

/** Receipt vouchers RV-…, payment vouchers PV-…: as a school's cash book numbers them. */
export const voucherNo = (kind: ExpenseKind, n: number) =>
  `${kind === 'INCOME' ? 'RV' : 'PV'}-${n}`;

const person = (profileId: string | null, name: string | null) =>
  profileId ? { profileId, name: name ?? 'A former member' } : null;

/** An entry as the wire shows it, with what the caller may do to it now. */
export function toEntryView(
  row: EntryRow,
  vouchers: readonly VoucherRow[],
  may: { decide: boolean; reverse: boolean },
): ExpenseEntryView {
  const e = row.entry;
  return {
    id: e.id,
    voucherNo: voucherNo(e.kind, e.voucherNumber),
    kind: e.kind,
    status: e.status,
    entryDate: e.entryDate,
    amountPaise: e.amountPaise,
    description: e.description,
    reference: e.reference,
    paymentMedium: e.paymentMedium,
    category: { id: e.categoryId, name: row.categoryName },
    account: { id: e.financialAccountId, name: row.accountName },
    vendor: e.vendorId ? { id: e.vendorId, name: row.vendorName ?? '' } : null,
    classGroup: e.classId ? { id: e.classId, name: row.className ?? '' } : null,
    vouchers: vouchers.map((v) => ({ id: v.id, name: v.name, mimeType: v.mimeType, size: v.size })),
    recordedBy: person(e.createdByProfileId, row.recordedByName),
    recordedAt: e.createdAt.toISOString(),
    decidedBy: person(e.decidedByProfileId, row.decidedByName),
    decidedAt: e.decidedAt?.toISOString() ?? null,
    decisionNote: e.decisionNote,
    reversedBy: person(e.reversedByProfileId, row.reversedByName),
    reversedAt: e.reversedAt?.toISOString() ?? null,
    reverseReason: e.reverseReason,
    mayDecide: may.decide,
    mayReverse: may.reverse,
  };
}

export const toCategoryView = (c: typeof expenseCategories.$inferSelect): ExpenseCategoryView => ({
  id: c.id,
  kind: c.kind,
  name: c.name,
  active: c.active,
});

export const toVendorView = (v: typeof expenseVendors.$inferSelect): ExpenseVendorView => ({
  id: v.id,
  name: v.name,
  phone: v.phone,
  gstin: v.gstin,
  active: v.active,
});
