import { z } from 'zod';
import { flag } from '../exams/fields.js';
import { calendarDay } from '../fields.js';
import {
  STOCK_CODE_MAX,
  STOCK_LOCATION_MAX,
  STOCK_NAME_MAX,
  STOCK_NOTE_MAX,
  STOCK_QUANTITY_MAX,
  STOCK_REFERENCE_MAX,
  STOCK_ROOM_MAX,
  STOCK_SEARCH_MAX,
  STOCK_UNIT_COST_MAX_PAISE,
} from './limits.js';
import { INVENTORY_TEXTS as M } from './messages.js';

/**
 * The school's store (issue 25 §3): items with units and categories; stock in from a supplier at
 * a cost, issued to a staff member, a class or a room and returned, or written off; valued by
 * weighted average (rules/stock.ts); an item at or under its reorder level is low, and those who
 * keep the stock hear of it.
 */

/** Whole units an Indian school's store counts in. */
export const STOCK_UNITS = [
  'Piece',
  'Box',
  'Packet',
  'Ream',
  'Set',
  'Pair',
  'Dozen',
  'Bottle',
  'Litre',
  'Kilogram',
  'Metre',
  'Roll',
] as const;
export type StockUnit = (typeof STOCK_UNITS)[number];
/** A movement of the register: RETURN is units of an ISSUE coming back. */
export const STOCK_MOVEMENT_KINDS = ['IN', 'ISSUE', 'RETURN', 'WRITE_OFF'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_ISSUE_TARGETS = ['STAFF', 'CLASS', 'ROOM'] as const;
export type StockIssueTarget = (typeof STOCK_ISSUE_TARGETS)[number];

export const inventoryGroupIdField = z.uuid({ error: M.group });
export const inventoryIdField = z.uuid({ error: M.id });
const dayField = calendarDay(M.date);
const oneLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, message).max(max, message));
const optionalText = (max: number, message: string) =>
  z
    .union([z.string({ error: message }), z.null()], { error: message })
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(max, message).nullable());
const quantityField = z
  .number({ error: M.quantity })
  .int(M.quantity)
  .min(1, M.quantity)
  .max(STOCK_QUANTITY_MAX, M.quantity);

const itemFields = {
  groupId: inventoryGroupIdField,
  name: oneLine(STOCK_NAME_MAX, M.itemName),
  code: optionalText(STOCK_CODE_MAX, M.code)
    .transform((v) => v?.toUpperCase() ?? null)
    .pipe(
      z
        .string()
        .regex(/^[A-Z0-9][A-Z0-9/-]*$/, M.code)
        .nullable(),
    ),
  categoryId: z.uuid({ error: M.category }),
  unit: z.enum(STOCK_UNITS, { error: M.unit }),
  location: optionalText(STOCK_LOCATION_MAX, M.location),
  /** At or under it the item is low; none: never low. */
  reorderLevel: z
    .number({ error: M.reorderLevel })
    .int(M.reorderLevel)
    .min(0, M.reorderLevel)
    .max(STOCK_QUANTITY_MAX, M.reorderLevel)
    .nullable()
    .default(null),
};
/** POST /rest/inventory/item. */
export const stockItemBodySchema = z.object(itemFields);
export type StockItemBody = z.output<typeof stockItemBodySchema>;
/** PUT /rest/inventory/item: the same, and whether it is still in use. */
export const stockItemUpdateSchema = z.object({
  ...itemFields,
  id: inventoryIdField,
  active: flag(true),
});
export type StockItemUpdate = z.output<typeof stockItemUpdateSchema>;

export const stockItemListQuerySchema = z.object({
  groupId: inventoryGroupIdField,
  q: z.string({ error: M.itemName }).trim().max(STOCK_SEARCH_MAX, M.itemName).optional(),
  categoryId: z.uuid({ error: M.category }).optional(),
  /** Only the items at or under their reorder level. */
  low: flag(false),
  /** The disabled items too. */
  inactive: flag(false),
});
export type StockItemListQuery = z.output<typeof stockItemListQuerySchema>;
export const inventoryIdQuerySchema = z.object({
  groupId: inventoryGroupIdField,
  id: inventoryIdField,
});
export const inventoryGroupQuerySchema = z.object({ groupId: inventoryGroupIdField });

/** Whom an issue goes to: a staff member of the institute, one of its classes, or a room. */
export const stockIssuedToSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('STAFF'), profileId: z.uuid({ error: M.staffNotFound }) }),
    z.object({ kind: z.literal('CLASS'), classId: z.uuid({ error: M.classNotFound }) }),
    z.object({ kind: z.literal('ROOM'), room: oneLine(STOCK_ROOM_MAX, M.room) }),
  ],
  { error: M.issuedTo },
);
export type StockIssuedTo = z.output<typeof stockIssuedToSchema>;

const movementBase = {
  groupId: inventoryGroupIdField,
  itemId: inventoryIdField,
  quantity: quantityField,
  /** The day it happened, in India; none: today. */
  movementDate: dayField.optional(),
  reference: optionalText(STOCK_REFERENCE_MAX, M.reference),
};
/** POST /rest/inventory/movement. */
export const stockMovementBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      ...movementBase,
      kind: z.literal('IN'),
      unitCostPaise: z
        .number({ error: M.unitCost })
        .int(M.unitCost)
        .min(0, M.unitCost)
        .max(STOCK_UNIT_COST_MAX_PAISE, M.unitCost),
      /** The supplier: one of the expenses' vendors; none for a gift or a transfer. */
      vendorId: z
        .union([z.uuid({ error: M.supplier }), z.null()], { error: M.supplier })
        .optional()
        .transform((v) => v ?? null),
      note: optionalText(STOCK_NOTE_MAX, M.note),
    }),
    z.object({
      ...movementBase,
      kind: z.literal('ISSUE'),
      issuedTo: stockIssuedToSchema,
      note: optionalText(STOCK_NOTE_MAX, M.note),
    }),
    z.object({
      ...movementBase,
      kind: z.literal('WRITE_OFF'),
      note: oneLine(STOCK_NOTE_MAX, M.writeOffNote),
    }),
  ],
  { error: M.kind },
);
export type StockMovementBody = z.output<typeof stockMovementBodySchema>;

/** POST /rest/inventory/return. */
export const stockReturnBodySchema = z.object({
  groupId: inventoryGroupIdField,
  issueId: z.uuid({ error: M.issueNotFound }),
  quantity: quantityField,
  movementDate: dayField.optional(),
  note: optionalText(STOCK_NOTE_MAX, M.note),
});
export type StockReturnBody = z.output<typeof stockReturnBodySchema>;

export const stockIssuedQuerySchema = z.object({
  groupId: inventoryGroupIdField,
  itemId: inventoryIdField.optional(),
  /** Only the issues with units still out (the default). */
  open: flag(true),
});
export const stockRegisterQuerySchema = z.object({
  groupId: inventoryGroupIdField,
  from: dayField,
  to: dayField,
  itemId: inventoryIdField.optional(),
});
export type StockRegisterQuery = z.output<typeof stockRegisterQuerySchema>;

export const stockCategoryBodySchema = z.object({
  groupId: inventoryGroupIdField,
  name: oneLine(STOCK_NAME_MAX, M.categoryName),
});
export const stockCategoryUpdateSchema = stockCategoryBodySchema.extend({
  id: inventoryIdField,
  active: flag(true),
});

/* ---------- what the calls answer ---------- */

export const stockItemViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  unit: z.enum(STOCK_UNITS),
  location: z.string().nullable(),
  reorderLevel: z.number().nullable(),
  quantity: z.number(),
  valuePaise: z.number(),
  /** Weighted average cost of a unit held (0 for none). */
  averageCostPaise: z.number(),
  /** Units out on issues not yet returned. */
  issuedOut: z.number(),
  low: z.boolean(),
  active: z.boolean(),
});
export type StockItemView = z.infer<typeof stockItemViewSchema>;
export const stockItemListSchema = z.object({
  items: z.array(stockItemViewSchema),
  /** What the listed items hold, at their average cost. */
  totalValuePaise: z.number(),
  lowCount: z.number(),
});
export type StockItemList = z.infer<typeof stockItemListSchema>;

export const stockMovementViewSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  unit: z.enum(STOCK_UNITS),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  movementDate: z.string(),
  quantity: z.number(),
  /** What the units moved are worth: a receipt's cost, an issue's or write-off's at average. */
  valuePaise: z.number(),
  unitCostPaise: z.number(),
  balanceQuantity: z.number(),
  balanceValuePaise: z.number(),
  /** The supplier of a receipt, or whom an issue went to (for a return, the issue's). */
  party: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  /** A return's issue. */
  issueId: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type StockMovementView = z.infer<typeof stockMovementViewSchema>;
export const stockItemDetailSchema = z.object({
  item: stockItemViewSchema,
  /** The latest movements, newest first. */
  movements: z.array(stockMovementViewSchema),
  moreMovements: z.boolean(),
});
export type StockItemDetail = z.infer<typeof stockItemDetailSchema>;

export const stockIssueViewSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  unit: z.enum(STOCK_UNITS),
  movementDate: z.string(),
  issuedToKind: z.enum(STOCK_ISSUE_TARGETS),
  issuedTo: z.string(),
  quantity: z.number(),
  returned: z.number(),
  outstanding: z.number(),
  note: z.string().nullable(),
});
export type StockIssueView = z.infer<typeof stockIssueViewSchema>;
export const stockIssueListSchema = z.object({ issues: z.array(stockIssueViewSchema) });

export const stockRegisterSchema = z.object({
  from: z.string(),
  to: z.string(),
  movements: z.array(stockMovementViewSchema),
  /** Of the range: what came in and went out, at value. */
  inValuePaise: z.number(),
  outValuePaise: z.number(),
});
export type StockRegister = z.infer<typeof stockRegisterSchema>;

const named = z.object({ id: z.string(), name: z.string() });
export const stockSetupSchema = z.object({
  categories: z.array(named.extend({ active: z.boolean() })),
  /** The expenses' vendors, the store's suppliers. */
  suppliers: z.array(named),
  staff: z.array(named),
  classes: z.array(named),
  /** The timetable's rooms and those issued to before, for the room field's suggestions. */
  rooms: z.array(z.string()),
  /** Whether the caller may receive, issue and keep items (manageStock). */
  manages: z.boolean(),
  today: z.string(),
});
export type StockSetup = z.infer<typeof stockSetupSchema>;
export const stockSavedSchema = z.object({ message: z.string(), id: z.string().optional() });
export type StockSaved = z.infer<typeof stockSavedSchema>;
