import { STOCK_ISSUE_TARGETS, STOCK_MOVEMENT_KINDS, STOCK_UNITS } from '@shala/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { expenseVendors } from './expenses.js';
import { groups } from './institutes.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Integer paise (bigint: a store's value passes 2^31 paise). */
const paise = (name: string) => bigint(name, { mode: 'number' });

/** Heads of the store: stationery, lab equipment, sports, cleaning. */
export const stockCategories = pgTable(
  'stock_categories',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('stock_categories_name_uq').on(t.instituteId, sql`lower(${t.name})`)],
);

/**
 * An item of the store with its running balance (issue 25 §3): what is held and its value, kept
 * by the movements under the item's row lock, so that a balance is never read half-moved.
 */
export const stockItems = pgTable(
  'stock_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => stockCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    code: text('code'),
    unit: text('unit', { enum: STOCK_UNITS }).notNull(),
    location: text('location'),
    reorderLevel: integer('reorder_level'),
    quantity: integer('quantity').notNull().default(0),
    valuePaise: paise('value_paise').notNull().default(0),
    /** Units out on issues not yet returned (its open issues summed, kept with each movement). */
    issuedOut: integer('issued_out').notNull().default(0),
    /** How many movements it has had: the next one's place in its register. */
    movementCount: integer('movement_count').notNull().default(0),
    lastMovementDate: date('last_movement_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('stock_items_name_uq').on(t.instituteId, sql`lower(${t.name})`),
    uniqueIndex('stock_items_code_uq').on(t.instituteId, t.code).where(sql`${t.code} is not null`),
    check('stock_items_balance', sql`${t.quantity} >= 0 and ${t.valuePaise} >= 0`),
  ],
);

/**
 * One line of an item's register: a receipt (IN) at its cost from a supplier, an ISSUE to a staff
 * member, a class or a room at the average of the moment, a RETURN of an issue at that issue's
 * cost, or a WRITE_OFF at the average, with the balance after it. Never changed once written.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    /** Its place in the item's register: 1, 2, 3 … */
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    movementDate: date('movement_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    valuePaise: paise('value_paise').notNull(),
    balanceQuantity: integer('balance_quantity').notNull(),
    balanceValuePaise: paise('balance_value_paise').notNull(),
    vendorId: uuid('vendor_id').references(() => expenseVendors.id, { onDelete: 'set null' }),
    issuedToKind: text('issued_to_kind', { enum: STOCK_ISSUE_TARGETS }),
    issuedToProfileId: uuid('issued_to_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    issuedToClassId: uuid('issued_to_class_id').references(() => groups.id, {
      onDelete: 'set null',
    }),
    issuedToRoom: text('issued_to_room'),
    /** A RETURN's ISSUE. */
    issueId: uuid('issue_id'),
    /** An ISSUE's units and value come back so far (its RETURNs summed). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    returnedValuePaise: paise('returned_value_paise').notNull().default(0),
    reference: text('reference'),
    note: text('note'),
    recordedByProfileId: uuid('recorded_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('stock_movements_seq_uq').on(t.itemId, t.seq),
    index('stock_movements_day_idx').on(t.instituteId, t.movementDate),
    index('stock_movements_open_issues_idx')
      .on(t.instituteId)
      .where(sql`${t.kind} = 'ISSUE' and ${t.returnedQuantity} < ${t.quantity}`),
    check('stock_movements_quantity', sql`${t.quantity} > 0 and ${t.valuePaise} >= 0`),
  ],
);
