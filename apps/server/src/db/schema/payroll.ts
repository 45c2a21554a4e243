import { PAYROLL_RUN_STATUSES, type PayLine, PT_STATES, type SalaryComponent } from '@shala/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { expenseEntries } from './expenses.js';
import { groups } from './institutes.js';
import { financialAccounts } from './payments.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const paise = (name: string) => bigint(name, { mode: 'number' });

/** A salary structure: its components in order, Basic first (issue 25 §2). */
export const salaryStructures = pgTable(
  'salary_structures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    components: jsonb('components').$type<SalaryComponent[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('salary_structures_name_uq').on(t.instituteId, sql`lower(${t.name})`)],
);

/** A staff member's employment details at an institute: the basis of their pay. */
export const staffEmployment = pgTable(
  'staff_employment',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => salaryStructures.id, { onDelete: 'restrict' }),
    designation: text('designation').notNull(),
    joiningDate: date('joining_date', { mode: 'string' }).notNull(),
    basicPaise: paise('basic_paise').notNull(),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    ifsc: text('ifsc'),
    pan: text('pan'),
    uan: text('uan'),
    pfApplies: boolean('pf_applies').notNull().default(true),
    ptState: text('pt_state', { enum: PT_STATES }).notNull(),
    tdsPaise: paise('tds_paise').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.profileId] })],
);

/** A month's payroll of an institute: a draft until approved, then locked. */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** yyyy-mm */
    month: text('month').notNull(),
    status: text('status', { enum: PAYROLL_RUN_STATUSES }).notNull(),
    staff: integer('staff').notNull(),
    grossPaise: paise('gross_paise').notNull(),
    deductionsPaise: paise('deductions_paise').notNull(),
    netPaise: paise('net_paise').notNull(),
    preparedByProfileId: uuid('prepared_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    preparedAt: at('prepared_at').notNull(),
    approvedByProfileId: uuid('approved_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    approvedAt: at('approved_at'),
    financialAccountId: uuid('financial_account_id').references(() => financialAccounts.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [uniqueIndex('payroll_runs_month_uq').on(t.instituteId, t.month)],
);

/** One staff member's payslip of a run, as it was computed (their details then, kept). */
export const payslips = pgTable(
  'payslips',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    designation: text('designation').notNull(),
    daysInMonth: smallint('days_in_month').notNull(),
    /** Loss-of-pay days twice over: halves are whole here. */
    lopHalfDays: smallint('lop_half_days').notNull(),
    earnings: jsonb('earnings').$type<PayLine[]>().notNull(),
    deductions: jsonb('deductions').$type<PayLine[]>().notNull(),
    grossPaise: paise('gross_paise').notNull(),
    deductionsPaise: paise('deductions_paise').notNull(),
    netPaise: paise('net_paise').notNull(),
    bankName: text('bank_name'),
    bankAccountLast4: text('bank_account_last4'),
    pan: text('pan'),
    uan: text('uan'),
    /** The salary's payment in the day book, once the run is approved. */
    expenseEntryId: uuid('expense_entry_id').references(() => expenseEntries.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('payslips_run_profile_uq').on(t.runId, t.profileId),
    index('payslips_profile_idx').on(t.profileId),
  ],
);
