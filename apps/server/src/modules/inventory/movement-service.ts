import {
  indiaDay,
  INVENTORY_TEXTS as M,
  type StockIssuedTo,
  type StockMovementBody,
  type StockReturnBody,
  type StockSaved,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { staffOf } from '../attendance/index.js';
import { recordAudit } from '../audit/index.js';
import { findVendor } from '../expenses/index.js';
import { findClass } from '../groups/index.js';
import { announce, type Raised } from '../notifications/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { type ItemRow, lockItem } from './item-queries.js';
import { lockIssue } from './movement-queries.js';
import { type MovementInput, writeMovement, writeReturn } from './movement-writer.js';
import { tellStockLow } from './stock-notices.js';

/**
 * Stock moves one item at a time under its row lock (issue 25 §3): the balance is read, moved by
 * the shared weighted-average rule and written with the register's line in one transaction, so
 * two issues at once never take the same units. A movement is dated today or earlier, but never
 * before the item's last one: the register reads in the order it was kept.
 */

/** The day a movement is dated: today unless given, neither after today nor before the last one. */
function dayOf(ctx: AppContext, item: ItemRow, given: string | undefined): string {
  const today = indiaDay(ctx.clock.now());
  const day = given ?? today;
  if (day > today) throw badRequest(M.futureDate);
  if (item.lastMovementDate && day < item.lastMovementDate) throw badRequest(M.beforeLast);
  return day;
}

/** Writes the line; a fall to the reorder level tells those who keep the store. */
async function write(
  ctx: AppContext,
  tx: Tx,
  item: ItemRow,
  m: MovementInput,
): Promise<{ id: string; valuePaise: number; raised: Raised | null }> {
  const written = await writeMovement(tx, ctx.clock.now(), item, m);
  const raised = written.fell ? await tellStockLow(ctx, tx, written.item) : null;
  return { id: written.id, valuePaise: written.valuePaise, raised };
}

/** Whom an issue goes to, checked to be of the institute; its columns. */
async function issuedToColumns(tx: Tx, instituteId: string, to: StockIssuedTo) {
  if (to.kind === 'STAFF') {
    const staff = await staffOf(tx, instituteId);
    if (!staff.some((s) => s.profileId === to.profileId)) throw notFound(M.staffNotFound);
    return { issuedToKind: to.kind, issuedToProfileId: to.profileId };
  }
  if (to.kind === 'CLASS') {
    if (!(await findClass(tx, instituteId, to.classId))) throw notFound(M.classNotFound);
    return { issuedToKind: to.kind, issuedToClassId: to.classId };
  }
  return { issuedToKind: to.kind, issuedToRoom: to.room };
}

const MESSAGES = { IN: M.stockIn, ISSUE: M.issued, WRITE_OFF: M.writtenOff } as const;

/** POST /rest/inventory/movement: stock in from a supplier, an issue, or a write-off. */
export async function recordMovement(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: StockMovementBody,
): Promise<StockSaved> {
  const instituteId = scope.instituteId;
  const { id, raised } = await ctx.db.transaction(async (tx) => {
    // Whom an issue goes to is checked before the item's row is locked: the lock is held only
    // for the balance's read and write.
    const issuedTo =
      body.kind === 'ISSUE' ? await issuedToColumns(tx, instituteId, body.issuedTo) : null;
    const item = await lockItem(tx, instituteId, body.itemId);
    if (!item) throw notFound(M.notFound);
    if (!item.active) throw conflict(M.itemInactive);
    const common = {
      kind: body.kind,
      movementDate: dayOf(ctx, item, body.movementDate),
      quantity: body.quantity,
      reference: body.reference,
      note: body.note,
      recordedByProfileId: caller.profileId,
    };
    if (body.kind === 'IN') {
      if (body.vendorId && !(await findVendor(tx, instituteId, body.vendorId))) {
        throw notFound(M.supplierNotFound);
      }
      return write(ctx, tx, item, {
        ...common,
        vendorId: body.vendorId,
        inwardValuePaise: body.quantity * body.unitCostPaise,
      });
    }
    if (body.kind === 'ISSUE') return write(ctx, tx, item, { ...common, ...issuedTo });
    const written = await write(ctx, tx, item, common);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'inventory.writtenOff',
      targetType: 'stockItem',
      targetId: item.id,
      detail: {
        name: item.name,
        quantity: body.quantity,
        valuePaise: written.valuePaise,
        note: body.note,
      },
    });
    return written;
  });
  if (raised) await announce(ctx, [raised]);
  return { message: MESSAGES[body.kind], id };
}

/** POST /rest/inventory/return: units of an issue come back at the issue's own cost. */
export async function recordReturn(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: StockReturnBody,
): Promise<StockSaved> {
  const instituteId = scope.instituteId;
  const id = await ctx.db.transaction(async (tx) => {
    const issue = await lockIssue(tx, instituteId, body.issueId);
    if (!issue) throw notFound(M.issueNotFound);
    const item = await lockItem(tx, instituteId, issue.itemId);
    if (!item) throw notFound(M.notFound);
    const written = await writeReturn(tx, ctx.clock.now(), issue, item, {
      quantity: body.quantity,
      movementDate: dayOf(ctx, item, body.movementDate),
      note: body.note,
      recordedByProfileId: caller.profileId,
    });
    return written.id;
  });
  return { message: M.returned, id };
}
