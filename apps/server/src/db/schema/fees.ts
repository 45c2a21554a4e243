import {
  CONCESSION_KINDS,
  DEFAULT_MID_SESSION_JOIN_RULE,
  DUE_KINDS,
  DUE_SOURCES,
  MID_SESSION_JOIN_RULES,
  PAYMENT_RECORD_TYPES,
} from '@shala/shared';
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { academicSessions, groups } from './institutes.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money is integer paise, never a float; bigint, so a carried-over sum cannot overflow. */
const paise = (name: string) => bigint(name, { mode: 'number' });

/** The fees of a class for a session: its particulars, discounts and late-fee rule. */
export const feeStructures = pgTable(
  'fee_structures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Added once to a charge still unpaid this many days after its due date. */
    lateFeePaise: paise('late_fee_paise').notNull().default(0),
    lateFeeGraceDays: integer('late_fee_grace_days').notNull().default(0),
    /**
     * The structure's concession rules, in basis points (1,000 = 10%): for a student with a
     * sibling in the institute (same parent), and for a child of the institute's staff.
     */
    siblingBasisPoints: integer('sibling_basis_points').notNull().default(0),
    staffChildBasisPoints: integer('staff_child_basis_points').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('fee_structures_class_session_name_uq').on(t.classId, t.sessionId, t.name),
    index('fee_structures_institute_idx').on(t.instituteId, t.sessionId),
  ],
);

/** An institute's fee settings: what a student joining a class mid-session owes. */
export const feeSettings = pgTable('fee_settings', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  midSessionJoin: text('mid_session_join', { enum: MID_SESSION_JOIN_RULES })
    .notNull()
    .default(DEFAULT_MID_SESSION_JOIN_RULE),
  updatedAt: at('updated_at').notNull(),
});

/** Which students a structure is assigned to: their FEES dues follow it when it changes. */
export const feeAssignments = pgTable(
  'fee_assignments',
  {
    structureId: uuid('structure_id')
      .notNull()
      .references(() => feeStructures.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /**
     * When the student joined the class, if during the session, and the institute's join rule
     * then: their dues are the structure's under that rule (rules/fee-joining.ts), whatever
     * later edits of the structure or the setting. Null: from the start, every instalment.
     */
    joinedOn: date('joined_on', { mode: 'string' }),
    joinRule: text('join_rule', { enum: MID_SESSION_JOIN_RULES }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.structureId, t.profileId] }),
    index('fee_assignments_profile_idx').on(t.profileId),
  ],
);

/** A line of a structure: a charge with its due date, or a discount lowering the charge before it. */
export const feeParticulars = pgTable(
  'fee_particulars',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => feeStructures.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: DUE_KINDS }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('fee_particulars_structure_idx').on(t.structureId),
    check('fee_particulars_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * What a student is let off a structure: by the institute's sibling or staff-child rule, or by
 * hand with a reason. A percentage (basis points) or a fixed amount, spread over the charges.
 */
export const feeConcessions = pgTable(
  'fee_concessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => feeStructures.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONCESSION_KINDS }).notNull(),
    percentBasisPoints: integer('percent_basis_points'),
    amountPaise: paise('amount_paise'),
    reason: text('reason'),
    createdByProfileId: uuid('created_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('fee_concessions_structure_profile_kind_uq').on(t.structureId, t.profileId, t.kind),
  ],
);

/**
 * What a student owes, one row per particular: from a fee structure, a transport stop's cost,
 * last session's unpaid dues (previousCarryOver) or a late fee. Payments add to paid and
 * discount (see rules/payment-allocation.ts); nothing here is ever deleted once paid into.
 */
export const studentDues = pgTable(
  'student_dues',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
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
    source: text('source', { enum: DUE_SOURCES }).notNull(),
    /** The fee particular, transportation cost or carried-over due this row comes from. */
    sourceId: uuid('source_id'),
    particular: text('particular').notNull(),
    kind: text('kind', { enum: DUE_KINDS }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    /** What is owed: the particular's amount less the concession below. */
    amountPaise: paise('amount_paise').notNull(),
    /** Concessions taken off this charge when it was assigned (shown; already out of amount). */
    concessionPaise: paise('concession_paise').notNull().default(0),
    paidPaise: paise('paid_paise').notNull().default(0),
    discountPaise: paise('discount_paise').notNull().default(0),
    previousCarryOver: boolean('previous_carry_over').notNull().default(false),
    /** Set when the assignment ended before anything was paid into it: no longer owed. */
    cancelledAt: at('cancelled_at'),
    /**
     * Set when what was left of it moved to the next session as a CARRY_OVER due: it is no
     * longer owed here, and nothing changes it any more.
     */
    carriedOverAt: at('carried_over_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('student_dues_profile_idx').on(t.profileId, t.sessionId, t.recordType),
    index('student_dues_class_idx').on(t.classId, t.sessionId),
    // The charges still owed (a few in ten): the defaulters, however many years are asked.
    index('student_dues_unpaid_idx')
      .on(t.instituteId, t.dueDate)
      .where(
        sql`${t.kind} = 'CHARGE' AND ${t.cancelledAt} IS NULL AND ${t.carriedOverAt} IS NULL AND ${t.amountPaise} > ${t.paidPaise} + ${t.discountPaise}`,
      ),
    uniqueIndex('student_dues_source_uq')
      .on(t.profileId, t.sessionId, t.source, t.sourceId)
      .where(sql`${t.sourceId} IS NOT NULL`),
    check('student_dues_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'student_dues_paid_within',
      sql`${t.paidPaise} >= 0 AND ${t.discountPaise} >= 0 AND ${t.concessionPaise} >= 0 AND ${t.paidPaise} + ${t.discountPaise} <= ${t.amountPaise}`,
    ),
  ],
);

/**
 * The charges of each class falling due on each day, summed: how many, what is owed (a charge
 * carried over to the next session owes what was settled of it, as rules/fee-totals.ts counts),
 * paid, discounted, and left. Kept by student_dues' own triggers (migration 0044), which add
 * what each statement adds and take away what it takes away, whoever writes the dues; so
 * Statistics' fees over five years read a few hundred rows instead of every charge.
 * A class's day is kept in up to eight rows (`slot`, from the writing transaction's id), summed
 * by readers: every payment of a class updates its figures, and with one row the payments of a
 * class waited for each other from their dues' update to their commit (migration 0045).
 */
export const studentDueFigures = pgTable(
  'student_due_figures',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    charges: integer('charges').notNull(),
    duePaise: paise('due_paise').notNull(),
    paidPaise: paise('paid_paise').notNull(),
    discountPaise: paise('discount_paise').notNull(),
    leftPaise: paise('left_paise').notNull(),
    slot: smallint('slot').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.instituteId, t.dueDate, t.classId, t.slot] })],
);
