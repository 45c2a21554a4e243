import {
  EXPENSE_APPROVAL_DEFAULT_PAISE,
  EXPENSE_VOUCHERS_MAX,
  type ExpenseEntryForm,
  type ExpenseEntryPage,
  type ExpenseEntryView,
  type ExpenseListQuery,
  indiaDay,
  EXPENSE_TEXTS as M,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import { fileStoreOf, inFileTransaction, type TxFiles } from '../../files/file-transaction.js';
import {
  checkFileKind,
  type FileKind,
  loadFile,
  type StoredFileRow,
  type UploadedFile,
} from '../../files/uploads.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { findGroupRow } from '../groups/index.js';
import { announce } from '../notifications/index.js';
import { findAccount } from '../payments/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import {
  attachVouchers,
  type EntryRow,
  entryPage,
  entryTotals,
  findEntry,
  findVoucher,
  insertEntries,
  lockEntry,
  vouchersOf,
} from './entry-queries.js';
import { tellApprovers } from './expense-notices.js';
import { mayApprove, mayDecide, mayReverse, needsApproval } from './policy.js';
import { toEntryView, voucherNo } from './presenters.js';
import { approvalLimitRow, findCategory, findVendor } from './setup-queries.js';

/** Bills and receipts: a PDF or a photo of the paper. */
export const VOUCHER_KINDS: readonly FileKind[] = ['pdf', 'jpg', 'png'];
export const VOUCHER_PURPOSE = 'expense-voucher';

/** The institute's approval limit: its own, or the default. */
export async function approvalLimit(db: Queryable, instituteId: string): Promise<number> {
  return (await approvalLimitRow(db, instituteId)) ?? EXPENSE_APPROVAL_DEFAULT_PAISE;
}

/** The entries as the caller sees them, with what the caller may do to each. */
async function viewsOf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  rows: readonly EntryRow[],
): Promise<ExpenseEntryView[]> {
  const [vouchers, limit] = await Promise.all([
    vouchersOf(
      ctx.db,
      rows.map((r) => r.entry.id),
    ),
    approvalLimit(ctx.db, scope.instituteId),
  ]);
  return rows.map((row) =>
    toEntryView(row, vouchers.get(row.entry.id) ?? [], {
      decide: mayDecide(caller, scope, row.entry),
      reverse: mayReverse(caller, scope, row.entry, limit),
    }),
  );
}

/** GET /rest/expense/record/id */
export async function viewEntry(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<ExpenseEntryView> {
  const row = await findEntry(ctx.db, scope.instituteId, id);
  if (!row) throw notFound(M.notFound);
  const [view] = await viewsOf(ctx, caller, scope, [row]);
  if (!view) throw notFound(M.notFound);
  return view;
}

/** GET /rest/expense/record: a page of the institute's entries, with the filters' totals. */
export async function listEntries(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  q: ExpenseListQuery,
): Promise<ExpenseEntryPage> {
  const { groupId: _, page, size, ...filters } = q;
  const [rows, totals] = await Promise.all([
    entryPage(ctx.db, scope.instituteId, filters, { size, offset: (page - 1) * size }),
    entryTotals(ctx.db, scope.instituteId, filters),
  ]);
  const { total, ...money } = totals;
  return { content: await viewsOf(ctx, caller, scope, rows), total, page, size, totals: money };
}

/** What an entry names must be the institute's, usable, and fit together; else a 400. */
async function checkedParts(tx: Tx, instituteId: string, form: ExpenseEntryForm, today: string) {
  if (form.entryDate > today) throw badRequest(M.futureDate);
  const category = await findCategory(tx, instituteId, form.categoryId);
  if (!category) throw notFound(M.categoryNotFound);
  if (category.kind !== form.kind) throw badRequest(M.categoryKind);
  if (!category.active) throw badRequest(M.categoryInactive);
  const account = await findAccount(tx, instituteId, form.financialAccountId);
  if (!account) throw notFound(M.accountNotFound);
  if (!account.active) throw badRequest(M.accountDisabled);
  if (!account.acceptanceMediums.includes(form.paymentMedium))
    throw badRequest(M.mediumNotAccepted);
  if (form.vendorId) {
    const vendor = await findVendor(tx, instituteId, form.vendorId);
    if (!vendor) throw notFound(M.vendorNotFound);
    if (!vendor.active) throw badRequest(M.vendorInactive);
  }
  if (form.classId) {
    const group = await findGroupRow(tx, instituteId, form.classId);
    if (group?.type !== 'CLASS') throw notFound(M.group);
  }
}

/** Stores the vouchers (kinds checked before) and links them after the entry's `had`. */
async function storeVouchers(
  ctx: AppContext,
  tx: Tx,
  store: TxFiles,
  p: {
    caller: Caller;
    instituteId: string;
    entryId: string;
    files: UploadedFile[];
    kinds: FileKind[];
    had: number;
  },
) {
  const stored = await store.store(
    ctx.clock.now(),
    p.files.map((file, i) => ({
      file,
      kind: p.kinds[i] ?? 'pdf',
      purpose: VOUCHER_PURPOSE,
      instituteId: p.instituteId,
      ownerAccountId: p.caller.accountId,
    })),
  );
  await attachVouchers(
    tx,
    p.entryId,
    stored.map((f) => f.id),
    p.had,
  );
}

async function checkedKinds(files: readonly UploadedFile[]): Promise<FileKind[]> {
  if (files.length > EXPENSE_VOUCHERS_MAX) throw badRequest(M.files);
  const kinds: FileKind[] = [];
  for (const file of files) kinds.push(await checkFileKind(file, VOUCHER_KINDS));
  return kinds;
}

/**
 * POST /rest/expense/record: an entry with its vouchers, in one transaction. Income and
 * expenses up to the institute's limit count at once; an expense above it waits for approval
 * (its approvers are told), unless the one recording it approves expenses.
 */
export async function recordEntry(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  form: ExpenseEntryForm,
  files: UploadedFile[],
): Promise<{ message: string; data: ExpenseEntryView }> {
  const kinds = await checkedKinds(files);
  const now = ctx.clock.now();
  const { id, pending, limit, raised } = await inFileTransaction(
    ctx.db,
    fileStoreOf(ctx),
    async (tx, store) => {
      await checkedParts(tx, scope.instituteId, form, indiaDay(now));
      const limit = await approvalLimit(tx, scope.instituteId);
      const approves = mayApprove(caller, scope);
      const pending = needsApproval(form, limit, approves);
      const overLimit = form.kind === 'EXPENSE' && form.amountPaise > limit;
      const [id] = await insertEntries(tx, [
        {
          instituteId: scope.instituteId,
          classId: form.classId,
          kind: form.kind,
          categoryId: form.categoryId,
          financialAccountId: form.financialAccountId,
          vendorId: form.vendorId,
          paymentMedium: form.paymentMedium,
          amountPaise: form.amountPaise,
          entryDate: form.entryDate,
          description: form.description,
          reference: form.reference,
          status: pending ? 'PENDING' : 'APPROVED',
          createdByProfileId: caller.profileId,
          createdAt: now,
          // An approver's own expense above the limit is approved by their recording it.
          ...(overLimit && !pending
            ? { decidedByProfileId: caller.profileId, decidedAt: now }
            : {}),
        },
      ]);
      if (!id) throw new Error('entry insert returned nothing');
      if (files.length > 0) {
        await storeVouchers(ctx, tx, store, {
          caller,
          instituteId: scope.instituteId,
          entryId: id,
          files,
          kinds,
          had: 0,
        });
      }
      const entry = await lockEntry(tx, scope.instituteId, id);
      await recordAudit(tx, ctx, caller, {
        instituteId: scope.instituteId,
        action: 'expense.recorded',
        targetType: 'expenseEntry',
        targetId: id,
        detail: {
          name: `${voucherNo(form.kind, entry?.voucherNumber ?? 0)} ${form.description}`,
          kind: form.kind,
          amount: form.amountPaise,
        },
      });
      const raised = pending && entry ? await tellApprovers(ctx, tx, caller, entry) : null;
      return { id, pending, limit, raised };
    },
  );
  if (raised) await announce(ctx, [raised]);
  return {
    message: pending ? M.recordedPending(limit) : M.recorded,
    data: await viewEntry(ctx, caller, scope, id),
  };
}

/** POST /rest/expense/voucher: more vouchers for an entry (at most EXPENSE_VOUCHERS_MAX in all). */
export async function addVouchers(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
  files: UploadedFile[],
): Promise<ExpenseEntryView> {
  const kinds = await checkedKinds(files);
  await inFileTransaction(ctx.db, fileStoreOf(ctx), async (tx, store) => {
    const entry = await lockEntry(tx, scope.instituteId, id);
    if (!entry) throw notFound(M.notFound);
    if (files.length === 0) throw badRequest(M.noFiles);
    const had = (await vouchersOf(tx, [id])).get(id)?.length ?? 0;
    if (had + files.length > EXPENSE_VOUCHERS_MAX) throw badRequest(M.files);
    await storeVouchers(ctx, tx, store, {
      caller,
      instituteId: scope.instituteId,
      entryId: id,
      files,
      kinds,
      had,
    });
  });
  return viewEntry(ctx, caller, scope, id);
}

/** GET /rest/expense/voucher: one voucher of an entry of the institute. */
export async function voucherFile(
  ctx: AppContext,
  scope: GroupScope,
  p: { id: string; fileId: string },
): Promise<{ row: StoredFileRow; bytes: Buffer }> {
  const row = await findVoucher(ctx.db, scope.instituteId, p.id, p.fileId);
  const file = row ? await loadFile(ctx.db, ctx.files, row.id, scope.instituteId) : undefined;
  if (!file) throw notFound(M.fileNotFound);
  return file;
}
