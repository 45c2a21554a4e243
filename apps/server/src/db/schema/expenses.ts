import { EXPENSE_KINDS, EXPENSE_STATUSES, PAYMENT_METHODS } from '@shala/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { storedFiles } from './files.js';
import { groups } from './institutes.js';
import { financialAccounts } from './payments.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Integer paise, as payments keep them (bigint: a year's sums pass 2^31). */
const paise = (name: string) => bigint(name, { mode: 'number' });

/** The institute's expense rules: the amount above which an expense waits for approval. */
export const expenseSettings = pgTable('expense_settings', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  approvalAbovePaise: paise('approval_above_paise').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Each account's balance brought forward when the school began keeping its books here. */
export const expenseAccountOpenings = pgTable('expense_account_openings', {
  financialAccountId: uuid('financial_account_id')
    .primaryKey()
    .references(() => financialAccounts.id, { onDelete: 'cascade' }),
  instituteId: uuid('institute_id')
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' }),
  amountPaise: paise('amount_paise').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Heads of income (donations, canteen rent) and of expense (electricity, repairs, salaries). */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXPENSE_KINDS }).notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('expense_categories_name_uq').on(t.instituteId, t.kind, sql`lower(${t.name})`),
  ],
);

/** Whom the school pays: a shop, a contractor, the electricity board. */
export const expenseVendors = pgTable(
  'expense_vendors',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone'),
    gstin: text('gstin'),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('expense_vendors_name_uq').on(t.instituteId, sql`lower(${t.name})`)],
);

/** The last voucher number of each kind (RV receipts, PV payments): 1, 2, 3 … with no gaps. */
export const expenseVoucherCounters = pgTable(
  'expense_voucher_counters',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXPENSE_KINDS }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.kind] })],
);

/**
 * One income or expense entry (issue 25 §1). Its day is the voucher's date in India. It counts
 * in the day book once APPROVED; a reversal keeps it, marked, with who and why.
 */
export const expenseEntries = pgTable(
  'expense_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** A class it is for; null: the institute's. */
    classId: uuid('class_id').references(() => groups.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: EXPENSE_KINDS }).notNull(),
    voucherNumber: integer('voucher_number').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => expenseCategories.id, { onDelete: 'restrict' }),
    financialAccountId: uuid('financial_account_id')
      .notNull()
      .references(() => financialAccounts.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id').references(() => expenseVendors.id, { onDelete: 'restrict' }),
    paymentMedium: text('payment_medium', { enum: PAYMENT_METHODS }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    status: text('status', { enum: EXPENSE_STATUSES }).notNull(),
    createdByProfileId: uuid('created_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    decidedByProfileId: uuid('decided_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note'),
    reversedByProfileId: uuid('reversed_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    reversedAt: at('reversed_at'),
    reverseReason: text('reverse_reason'),
    /** Set by payroll when the entry is a salary payment of its run (issue 25 §2). */
    source: text('source'),
  },
  (t) => [
    uniqueIndex('expense_entries_voucher_uq').on(t.instituteId, t.kind, t.voucherNumber),
    index('expense_entries_day_idx').on(t.instituteId, t.entryDate),
    check('expense_entries_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** An entry's vouchers (bills, receipts: stored files of its institute), in their order. */
export const expenseVouchers = pgTable(
  'expense_vouchers',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => expenseEntries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.fileId] })],
);
