import {
  PAYMENT_METHOD_GROUPS,
  PAYMENT_METHODS,
  PAYMENT_RECORD_TYPES,
  TRANSACTION_STATUSES,
} from '@shala/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { studentDues } from './fees.js';
import { academicSessions, groups } from './institutes.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/**
 * Money is integer paise, never a float; bigint, so a sum (a multi-student payment's total) holds
 * more than 2^31 paise (₹2.1 crore). Drizzle reads it as a number, exact up to 2^53.
 */
const paise = (name: string) => bigint(name, { mode: 'number' });

/** Where an institute's money goes (spec §3 "Financial account"), and the methods it takes. */
export const financialAccounts = pgTable(
  'financial_accounts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull(),
    /** Payment methods (spec §9) the account accepts; the wire shows them comma-separated. */
    acceptanceMediums: text('acceptance_mediums', { enum: PAYMENT_METHODS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bankName: text('bank_name'),
    accountNumberLast4: text('account_number_last4'),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('financial_accounts_institute_name_uq').on(t.instituteId, t.accountName)],
);

/**
 * One payment as the cashier typed it: one transaction ID (unique per institute, so a double
 * submit records once), one date, method and account, for one or several students.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** As the cashier typed it (trimmed), or the gateway's payment id: what lists show. */
    transactionId: text('transaction_id').notNull(),
    /**
     * The ID as the bank compares it (transactionIdKey in packages/shared: upper-case, no spaces;
     * a gateway's pay_… id as it came): one payment per key in the institute.
     */
    transactionKey: text('transaction_key').notNull(),
    recordType: text('record_type', { enum: PAYMENT_RECORD_TYPES }).notNull(),
    transactionDate: at('transaction_date').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_GROUPS }).notNull(),
    paymentMedium: text('payment_medium', { enum: PAYMENT_METHODS }).notNull(),
    financialAccountId: uuid('financial_account_id')
      .notNull()
      .references(() => financialAccounts.id, { onDelete: 'restrict' }),
    amountPaise: paise('amount_paise').notNull(),
    discountPaise: paise('discount_paise').notNull().default(0),
    /** REVERTED once every record of it is (a record is reverted alone or with the rest). */
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('ACTIVE'),
    /** Who recorded it; null for an online payment confirmed by the gateway. */
    createdByProfileId: uuid('created_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    revertedAt: at('reverted_at'),
    revertedByProfileId: uuid('reverted_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    revertReason: text('revert_reason'),
  },
  (t) => [
    uniqueIndex('payment_transactions_institute_key_uq').on(t.instituteId, t.transactionKey),
    index('payment_transactions_date_idx').on(t.instituteId, t.transactionDate),
    check('payment_transactions_money', sql`${t.amountPaise} >= 0 AND ${t.discountPaise} >= 0`),
  ],
);

/** A student's part of a transaction (spec §3 "Single payment record"), with its receipt number. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    transactionPk: uuid('transaction_pk')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    recordType: text('record_type', { enum: PAYMENT_RECORD_TYPES }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    discountPaise: paise('discount_paise').notNull().default(0),
    /** From the institute's receipt sequence: 1, 2, 3 … with no gaps and no repeats. */
    receiptNumber: integer('receipt_number').notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * This student's part reverted (issue 22): a revert names one receipt or the whole
     * transaction, so each record keeps its own state; the transaction is REVERTED once all are.
     */
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('ACTIVE'),
    revertedAt: at('reverted_at'),
    revertedByProfileId: uuid('reverted_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    revertReason: text('revert_reason'),
  },
  (t) => [
    uniqueIndex('payment_records_receipt_uq').on(t.instituteId, t.receiptNumber),
    index('payment_records_transaction_idx').on(t.transactionPk),
    index('payment_records_profile_idx').on(t.profileId, t.sessionId),
    index('payment_records_class_idx').on(t.classId, t.sessionId),
  ],
);

/**
 * The fees collected on each day of India's clock: the active records' amounts, by the day of
 * their transaction. Kept by payment_records' own triggers (migration 0044), which add what each
 * statement adds and take away what a revert takes away; so the fee collections by month over
 * five years read a row a day instead of every record and its transaction.
 */
export const paymentDayFigures = pgTable(
  'payment_day_figures',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    records: integer('records').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.day] })],
);

/** What a record gave each due (the spec's paid-map); a revert takes exactly this back. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    recordId: uuid('record_id')
      .notNull()
      .references(() => paymentRecords.id, { onDelete: 'cascade' }),
    dueId: uuid('due_id')
      .notNull()
      .references(() => studentDues.id, { onDelete: 'restrict' }),
    paidPaise: paise('paid_paise').notNull(),
    discountPaise: paise('discount_paise').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.recordId, t.dueId] }),
    index('payment_allocations_due_idx').on(t.dueId),
  ],
);

/** Each institute's last receipt number, taken under the row's lock inside the payment. */
export const receiptCounters = pgTable('receipt_counters', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

export const ONLINE_ORDER_STATUSES = ['CREATED', 'PAID', 'FAILED'] as const;

/** A Razorpay order a parent or student opened to pay a student's dues online. */
export const onlineOrders = pgTable(
  'online_orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    studentProfileId: uuid('student_profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    payerProfileId: uuid('payer_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    recordType: text('record_type', { enum: PAYMENT_RECORD_TYPES }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status', { enum: ONLINE_ORDER_STATUSES }).notNull().default('CREATED'),
    gatewayPaymentId: text('gateway_payment_id'),
    transactionPk: uuid('transaction_pk').references(() => paymentTransactions.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [uniqueIndex('online_orders_gateway_order_uq').on(t.gatewayOrderId)],
);

/** Webhook events already handled: the gateway repeats them, we act once. */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull(),
});
