import { randomUUID } from 'node:crypto';
import {
  addDays,
  type ExpenseKind,
  formatRupees,
  indiaDay,
  type PaymentMethod,
} from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  expenseAccountOpenings,
  expenseCategories,
  expenseEntries,
  expenseSettings,
  expenseVendors,
  expenseVouchers,
  financialAccounts,
  notifications,
} from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { storeFile } from '../files/uploads.js';
import type { Clock } from '../lib/clock.js';
import { insertEntries } from '../modules/expenses/index.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { demoDocumentJpeg } from './jpeg.js';
import { addOnce } from './once.js';
import { DEMO_ACCOUNTS } from './payments.js';

/**
 * Demo Public School's day book (issue 25 §1, README "Its expenses"): a month of income and
 * expenses recorded by Kavita Rao beside the fee collections, an Annual Day expense above the
 * ₹25,000 limit approved by Anita Desai, an entry reversed as entered twice, and today's
 * projector awaiting Anita's approval (in her bell). The accounts' balances brought forward
 * start the cash counter and the bank where a school's books would.
 */

const RUPEE = 100;
const INCOME: string[] = ['Donations', 'Canteen rent', 'Hall hire', 'Scrap sale', 'Bank interest'];
const EXPENSE: string[] = [
  'Electricity',
  'Water',
  'Internet and phone',
  'Stationery and printing',
  'Repairs and maintenance',
  'Housekeeping',
  'Transport fuel',
  'Events and functions',
  'Laboratory supplies',
  'Salaries',
];
const VENDORS = [
  { name: 'Maharashtra State Electricity Board', phone: null, gstin: null },
  { name: 'Sharma Electricals', phone: '9820012345', gstin: '27AAPFU0939F1ZV' },
  { name: 'Om Stationers', phone: '9867054321', gstin: '27ABCDE1234F1Z5' },
  { name: 'CleanPro Housekeeping', phone: '9930011223', gstin: null },
  { name: 'Bharat Petroleum, Andheri', phone: null, gstin: null },
  { name: 'Airtel Broadband', phone: null, gstin: null },
  { name: 'Star Sound and Stage', phone: '9819988776', gstin: '27AAACS1234K1ZQ' },
];

type DemoEntry = {
  daysAgo: number;
  kind: ExpenseKind;
  category: string;
  vendor?: string;
  account: 'cash' | 'bank';
  medium: PaymentMethod;
  rupees: number;
  description: string;
  reference?: string;
  state?: 'approvedByAnita' | 'pending' | 'reversed';
  voucher?: boolean;
};

/** The month, oldest first; amounts as a mid-sized Mumbai school's would be. */
const ENTRIES: DemoEntry[] = [
  {
    daysAgo: 29,
    kind: 'EXPENSE',
    category: 'Electricity',
    vendor: 'Maharashtra State Electricity Board',
    account: 'bank',
    medium: 'NEFT',
    rupees: 18_450,
    description: 'Electricity bill for last month',
    reference: 'MSEB-1123',
    voucher: true,
  },
  {
    daysAgo: 28,
    kind: 'INCOME',
    category: 'Canteen rent',
    account: 'bank',
    medium: 'NEFT',
    rupees: 12_000,
    description: 'Canteen rent for the month',
  },
  {
    daysAgo: 27,
    kind: 'EXPENSE',
    category: 'Internet and phone',
    vendor: 'Airtel Broadband',
    account: 'bank',
    medium: 'ONLINE_TRANSFER',
    rupees: 2_360,
    description: 'Broadband, 100 Mbps',
  },
  {
    daysAgo: 25,
    kind: 'EXPENSE',
    category: 'Stationery and printing',
    vendor: 'Om Stationers',
    account: 'cash',
    medium: 'CASH',
    rupees: 3_840,
    description: 'Chalk, registers and printer paper',
    voucher: true,
  },
  {
    daysAgo: 23,
    kind: 'EXPENSE',
    category: 'Transport fuel',
    vendor: 'Bharat Petroleum, Andheri',
    account: 'cash',
    medium: 'CASH',
    rupees: 9_600,
    description: 'Diesel for bus MH-02-AB-1234',
  },
  {
    daysAgo: 21,
    kind: 'EXPENSE',
    category: 'Housekeeping',
    vendor: 'CleanPro Housekeeping',
    account: 'bank',
    medium: 'NEFT',
    rupees: 14_500,
    description: 'Housekeeping for the month',
  },
  {
    daysAgo: 20,
    kind: 'INCOME',
    category: 'Donations',
    account: 'bank',
    medium: 'BANK_CHEQUE',
    rupees: 51_000,
    description: 'Alumni donation for the library',
    reference: 'CHQ 204511',
  },
  {
    daysAgo: 18,
    kind: 'EXPENSE',
    category: 'Repairs and maintenance',
    vendor: 'Sharma Electricals',
    account: 'cash',
    medium: 'CASH',
    rupees: 4_250,
    description: 'Ceiling fans repaired in Class 3 A and 3 B',
  },
  {
    daysAgo: 16,
    kind: 'EXPENSE',
    category: 'Water',
    account: 'cash',
    medium: 'CASH',
    rupees: 1_800,
    description: 'Drinking water cans',
  },
  {
    daysAgo: 14,
    kind: 'EXPENSE',
    category: 'Laboratory supplies',
    account: 'cash',
    medium: 'CASH',
    rupees: 2_975,
    description: 'Beakers and litmus for the science lab',
  },
  {
    daysAgo: 12,
    kind: 'INCOME',
    category: 'Hall hire',
    account: 'bank',
    medium: 'BHIM_UPI',
    rupees: 8_000,
    description: 'Auditorium hired for a Sunday music class',
  },
  {
    daysAgo: 10,
    kind: 'EXPENSE',
    category: 'Events and functions',
    vendor: 'Star Sound and Stage',
    account: 'bank',
    medium: 'NEFT',
    rupees: 45_000,
    description: 'Annual Day stage, lights and sound (advance)',
    reference: 'INV/SSS/311',
    state: 'approvedByAnita',
    voucher: true,
  },
  {
    daysAgo: 9,
    kind: 'EXPENSE',
    category: 'Stationery and printing',
    vendor: 'Om Stationers',
    account: 'cash',
    medium: 'CASH',
    rupees: 1_250,
    description: 'Exam answer sheets',
  },
  {
    daysAgo: 9,
    kind: 'EXPENSE',
    category: 'Stationery and printing',
    vendor: 'Om Stationers',
    account: 'cash',
    medium: 'CASH',
    rupees: 1_250,
    description: 'Exam answer sheets',
    state: 'reversed',
  },
  {
    daysAgo: 7,
    kind: 'EXPENSE',
    category: 'Transport fuel',
    vendor: 'Bharat Petroleum, Andheri',
    account: 'cash',
    medium: 'CASH',
    rupees: 9_200,
    description: 'Diesel for bus MH-02-AB-1234',
  },
  {
    daysAgo: 5,
    kind: 'INCOME',
    category: 'Scrap sale',
    account: 'cash',
    medium: 'CASH',
    rupees: 1_450,
    description: 'Old newspapers and cartons sold',
  },
  {
    daysAgo: 4,
    kind: 'EXPENSE',
    category: 'Repairs and maintenance',
    account: 'cash',
    medium: 'CASH',
    rupees: 650,
    description: 'Plumber: tap in the girls’ washroom',
  },
  {
    daysAgo: 2,
    kind: 'EXPENSE',
    category: 'Housekeeping',
    account: 'cash',
    medium: 'CASH',
    rupees: 720,
    description: 'Phenyl, brooms and mops',
  },
  {
    daysAgo: 1,
    kind: 'EXPENSE',
    category: 'Water',
    account: 'cash',
    medium: 'CASH',
    rupees: 600,
    description: 'Drinking water cans',
  },
  {
    daysAgo: 0,
    kind: 'EXPENSE',
    category: 'Stationery and printing',
    vendor: 'Om Stationers',
    account: 'cash',
    medium: 'CASH',
    rupees: 540,
    description: 'Marker pens for the staff room',
  },
  {
    daysAgo: 0,
    kind: 'EXPENSE',
    category: 'Laboratory supplies',
    vendor: 'Sharma Electricals',
    account: 'bank',
    medium: 'NEFT',
    rupees: 38_000,
    description: 'Projector for the science lab',
    reference: 'QUOTE-0419',
    state: 'pending',
  },
];

async function profileOf(tx: Tx, username: string) {
  const account = await findAccountByUsername(tx, username);
  return account ? findDefaultProfile(tx, account.id) : undefined;
}

/** Writes the day book's month; answers the entries written. */
export async function seedExpenses(
  tx: Tx,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  const now = deps.clock.now();
  const today = indiaDay(now);
  const kavita = await profileOf(tx, 'kavita_rao');
  const anita = await profileOf(tx, 'anita_desai');
  const accounts = await tx
    .select({ id: financialAccounts.id, name: financialAccounts.accountName })
    .from(financialAccounts)
    .where(eq(financialAccounts.instituteId, instituteId));
  const accountId = (which: 'cash' | 'bank') =>
    accounts.find((a) => a.name === DEMO_ACCOUNTS[which].accountName)?.id;
  const cash = accountId('cash');
  const bank = accountId('bank');
  if (!kavita || !anita || !cash || !bank) return 0;

  await tx.insert(expenseSettings).values({
    instituteId,
    approvalAbovePaise: 25_000 * RUPEE,
    updatedAt: now,
  });
  await tx.insert(expenseAccountOpenings).values([
    { financialAccountId: cash, instituteId, amountPaise: 50_000 * RUPEE, updatedAt: now },
    { financialAccountId: bank, instituteId, amountPaise: 12_00_000 * RUPEE, updatedAt: now },
  ]);
  const categories = await tx
    .insert(expenseCategories)
    .values([
      ...INCOME.map((name) => ({ instituteId, kind: 'INCOME' as const, name, createdAt: now })),
      ...EXPENSE.map((name) => ({ instituteId, kind: 'EXPENSE' as const, name, createdAt: now })),
    ])
    .returning({
      id: expenseCategories.id,
      kind: expenseCategories.kind,
      name: expenseCategories.name,
    });
  const vendors = await tx
    .insert(expenseVendors)
    .values(VENDORS.map((v) => ({ instituteId, ...v, createdAt: now })))
    .returning({ id: expenseVendors.id, name: expenseVendors.name });

  let written = 0;
  for (const [i, e] of ENTRIES.entries()) {
    const day = addDays(today, -e.daysAgo);
    // Recorded at 11:00 India on its day, in order; today's, minutes before the seed at the latest.
    const eleven = Date.parse(`${day}T05:30:00Z`) + i * 60_000;
    const at = new Date(Math.min(eleven, now.getTime() - (ENTRIES.length - i) * 60_000));
    const category = categories.find((c) => c.kind === e.kind && c.name === e.category);
    if (!category) continue;
    const [id] = await insertEntries(tx, [
      {
        instituteId,
        classId: null,
        kind: e.kind,
        categoryId: category.id,
        financialAccountId: e.account === 'cash' ? cash : bank,
        vendorId: vendors.find((v) => v.name === e.vendor)?.id ?? null,
        paymentMedium: e.medium,
        amountPaise: e.rupees * RUPEE,
        entryDate: day,
        description: e.description,
        reference: e.reference ?? null,
        status: e.state === 'pending' ? 'PENDING' : 'APPROVED',
        createdByProfileId: kavita.id,
        createdAt: at,
        ...(e.state === 'approvedByAnita'
          ? { decidedByProfileId: anita.id, decidedAt: new Date(at.getTime() + 2 * 3_600_000) }
          : {}),
      },
    ]);
    if (!id) continue;
    written += 1;
    if (e.state === 'reversed') {
      await tx
        .update(expenseEntries)
        .set({
          status: 'REVERSED',
          reversedByProfileId: kavita.id,
          reversedAt: new Date(at.getTime() + 600_000),
          reverseReason: 'Entered twice: the same bill as the entry before',
        })
        .where(and(eq(expenseEntries.instituteId, instituteId), eq(expenseEntries.id, id)));
    }
    if (e.voucher) {
      const file = await storeFile(tx, deps.files, at, {
        file: {
          fieldname: 'files',
          filename: `bill-${i + 1}.jpg`,
          bytes: demoDocumentJpeg(i + 40),
        },
        kind: 'jpg',
        purpose: 'expense-voucher',
        instituteId,
        ownerAccountId: null,
      });
      await tx.insert(expenseVouchers).values({ entryId: id, fileId: file.id, position: 0 });
    }
    if (e.state === 'pending') {
      // Anita's bell, in the module's words (expenses/expense-notices.ts).
      const [entry] = await tx.select().from(expenseEntries).where(eq(expenseEntries.id, id));
      await tx.insert(notifications).values({
        profileId: anita.id,
        eventId: randomUUID(),
        instituteId,
        kind: 'expense.pending',
        title: `Expense awaiting approval: PV-${entry?.voucherNumber ?? ''}`,
        message: `PV-${entry?.voucherNumber ?? ''}, ${formatRupees(e.rupees * RUPEE)}: ${e.description}. Dated ${day}.`,
        target: `/expense/day-book/${instituteId}?entry=${id}`,
        groupId: instituteId,
        featureId: id,
        featureAction: 'EXPENSE_PENDING',
        createdAt: at,
      });
    }
  }
  return written;
}

/** A school seeded before it kept a day book gets the month once. */
export function addMissingDemoExpenses(
  db: Db,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  return addOnce(db, instituteId, expenseCategories, (tx) => seedExpenses(tx, deps, instituteId));
}
