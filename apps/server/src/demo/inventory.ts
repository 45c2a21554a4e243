import { randomUUID } from 'node:crypto';
import { addDays, indiaDay, type StockUnit, unitsText } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { expenseVendors, groups, notifications, stockCategories } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import {
  insertCategory,
  insertItem,
  lockIssue,
  lockItem,
  type MovementInput,
  writeMovement,
  writeReturn,
} from '../modules/inventory/index.js';
import { holdersOf } from '../modules/notifications/index.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { addOnce } from './once.js';
import { TEACHER_CLASS } from './school.js';

/**
 * Demo Public School's store (issue 25 §3, README "Its stock"): five categories of items bought
 * from Om Stationers and others over the last month, issued by Vikram Iyer of the front office to
 * Asha Verma, Class 5 A and the Science Lab, some returned, a broken beaker written off, and the
 * A4 paper down to six reams under its reorder level of ten, in Vikram's and Anita's bells.
 */

const RUPEE = 100;
type Move =
  | { in: number; cost: number; days: number; from?: string; bill?: string }
  | { out: number; days: number; to: 'ASHA' | 'CLASS' | string; note?: string }
  | { back: number; days: number }
  | { lost: number; days: number; note: string };
type DemoItem = {
  name: string;
  code: string;
  category: string;
  unit: StockUnit;
  location: string;
  reorder: number | null;
  moves: Move[];
};

const ITEMS: DemoItem[] = [
  {
    name: 'A4 paper (75 gsm)',
    code: 'STN-001',
    category: 'Stationery',
    unit: 'Ream',
    location: 'Store room, shelf 1',
    reorder: 10,
    moves: [
      { in: 30, cost: 265, days: 27, from: 'Om Stationers', bill: 'OS/2611/118' },
      { out: 10, days: 20, to: 'ASHA', note: 'Unit test question papers' },
      { out: 8, days: 9, to: 'Office printer' },
      { out: 6, days: 1, to: 'CLASS', note: 'Project work' },
    ],
  },
  {
    name: 'Whiteboard markers',
    code: 'STN-002',
    category: 'Stationery',
    unit: 'Box',
    location: 'Store room, shelf 1',
    reorder: 4,
    moves: [
      { in: 12, cost: 240, days: 26, from: 'Om Stationers', bill: 'OS/2611/118' },
      { in: 6, cost: 270, days: 12, from: 'Om Stationers', bill: 'OS/2611/164' },
      { out: 2, days: 11, to: 'ASHA' },
      { out: 3, days: 6, to: 'CLASS' },
    ],
  },
  {
    name: 'Chalk (dustless)',
    code: 'STN-003',
    category: 'Stationery',
    unit: 'Packet',
    location: 'Store room, shelf 2',
    reorder: 20,
    moves: [
      { in: 100, cost: 35, days: 25, from: 'Om Stationers' },
      { out: 30, days: 18, to: 'CLASS' },
    ],
  },
  {
    name: 'Glass beakers (250 ml)',
    code: 'LAB-014',
    category: 'Laboratory',
    unit: 'Piece',
    location: 'Science Lab store',
    reorder: 6,
    moves: [
      { in: 24, cost: 180, days: 24, from: 'Scientific Traders' },
      { out: 12, days: 15, to: 'Science Lab', note: 'Class 9 practicals' },
      { back: 10, days: 8 },
      { lost: 2, days: 8, note: 'Broken during the practical' },
    ],
  },
  {
    name: 'Test tubes',
    code: 'LAB-015',
    category: 'Laboratory',
    unit: 'Dozen',
    location: 'Science Lab store',
    reorder: 3,
    moves: [{ in: 8, cost: 150, days: 24, from: 'Scientific Traders' }],
  },
  {
    name: 'Cricket balls (leather)',
    code: 'SPT-003',
    category: 'Sports',
    unit: 'Piece',
    location: 'Sports room',
    reorder: 4,
    moves: [
      { in: 12, cost: 450, days: 22, from: 'Khelo Sports' },
      { out: 4, days: 5, to: 'Sports room', note: 'Inter-house matches' },
    ],
  },
  {
    name: 'Floor cleaner',
    code: 'HSK-001',
    category: 'Housekeeping',
    unit: 'Litre',
    location: 'Housekeeping store',
    reorder: 10,
    moves: [
      { in: 40, cost: 95, days: 21, from: 'CleanPro Housekeeping' },
      { out: 15, days: 7, to: 'Housekeeping store' },
    ],
  },
  {
    name: 'Projector lamp',
    code: 'IT-007',
    category: 'IT and electrical',
    unit: 'Piece',
    location: 'Computer Lab',
    reorder: 0,
    moves: [
      { in: 2, cost: 4_800, days: 19, from: 'Sharma Electricals', bill: 'SE-4471' },
      { out: 1, days: 3, to: 'ASHA', note: 'Class 5 A smart board' },
    ],
  },
];

/** Writes the store; answers how many items it holds. */
export async function seedInventory(tx: Tx, clock: Clock, instituteId: string): Promise<number> {
  const now = clock.now();
  const today = indiaDay(now);
  const vikram = await findAccountByUsername(tx, 'vikram_iyer');
  const asha = await findAccountByUsername(tx, 'asha_verma');
  const [klass] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.name, TEACHER_CLASS)));
  if (!vikram || !asha || !klass) return 0;
  const keeper = (await findDefaultProfile(tx, vikram.id))?.id ?? null;
  const ashaProfile = (await findDefaultProfile(tx, asha.id))?.id;
  if (!ashaProfile) return 0;
  const vendors = new Map<string, string>();
  for (const name of [
    'Om Stationers',
    'Scientific Traders',
    'Khelo Sports',
    'CleanPro Housekeeping',
    'Sharma Electricals',
  ]) {
    const [found] = await tx
      .select({ id: expenseVendors.id })
      .from(expenseVendors)
      .where(and(eq(expenseVendors.instituteId, instituteId), eq(expenseVendors.name, name)));
    const id =
      found?.id ??
      (
        await tx
          .insert(expenseVendors)
          .values({ instituteId, name, createdAt: now })
          .returning({ id: expenseVendors.id })
      )[0]?.id;
    if (id) vendors.set(name, id);
  }
  const categories = new Map<string, string>();
  for (const name of [...new Set(ITEMS.map((i) => i.category))]) {
    const id = await insertCategory(tx, { instituteId, name, now });
    if (id) categories.set(name, id);
  }
  const low: { id: string; name: string; quantity: number; reorder: number; unit: string }[] = [];
  for (const spec of ITEMS) {
    const itemId = await insertItem(tx, {
      instituteId,
      name: spec.name,
      code: spec.code,
      categoryId: categories.get(spec.category) ?? '',
      unit: spec.unit,
      location: spec.location,
      reorderLevel: spec.reorder,
      now,
    });
    let item = itemId ? await lockItem(tx, instituteId, itemId) : undefined;
    let lastIssue: string | null = null;
    for (const move of spec.moves) {
      if (!item) break;
      const base = { movementDate: addDays(today, -move.days), recordedByProfileId: keeper };
      if ('back' in move) {
        const issue = lastIssue ? await lockIssue(tx, instituteId, lastIssue) : undefined;
        if (!issue) break;
        const written = await writeReturn(tx, now, issue, item, {
          ...base,
          quantity: move.back,
          note: null,
        });
        item = written.item;
        continue;
      }
      const input: MovementInput =
        'in' in move
          ? {
              ...base,
              kind: 'IN',
              quantity: move.in,
              inwardValuePaise: move.in * move.cost * RUPEE,
              vendorId: move.from ? (vendors.get(move.from) ?? null) : null,
              reference: move.bill ?? null,
            }
          : 'out' in move
            ? {
                ...base,
                kind: 'ISSUE',
                quantity: move.out,
                note: move.note ?? null,
                ...(move.to === 'ASHA'
                  ? { issuedToKind: 'STAFF' as const, issuedToProfileId: ashaProfile }
                  : move.to === 'CLASS'
                    ? { issuedToKind: 'CLASS' as const, issuedToClassId: klass.id }
                    : { issuedToKind: 'ROOM' as const, issuedToRoom: move.to }),
              }
            : { ...base, kind: 'WRITE_OFF', quantity: move.lost, note: move.note };
      const written = await writeMovement(tx, now, item, input);
      if (input.kind === 'ISSUE') lastIssue = written.id;
      item = written.item;
    }
    if (item && spec.reorder !== null && item.quantity <= spec.reorder) {
      low.push({
        id: item.id,
        name: item.name,
        quantity: item.quantity,
        reorder: spec.reorder,
        unit: spec.unit,
      });
    }
  }
  // The keepers' bells, in the module's words (inventory/stock-notices.ts).
  const keepers = await holdersOf(tx, instituteId, 'manageStock');
  for (const item of low) {
    const eventId = randomUUID();
    for (const profileId of keepers) {
      await tx.insert(notifications).values({
        profileId,
        eventId,
        instituteId,
        kind: 'inventory.low',
        title: `Low stock: ${item.name}`,
        message: `${unitsText(item.quantity, item.unit)} left; the reorder level is ${item.reorder}.`,
        target: `/inventory?item=${item.id}`,
        groupId: instituteId,
        featureId: item.id,
        featureAction: 'STOCK_LOW',
        createdAt: now,
      });
    }
  }
  return ITEMS.length;
}

/** A school seeded before it kept a store gets one once. */
export function addMissingDemoInventory(
  db: Db,
  clock: Clock,
  instituteId: string,
): Promise<number> {
  return addOnce(db, instituteId, stockCategories, (tx) => seedInventory(tx, clock, instituteId));
}
