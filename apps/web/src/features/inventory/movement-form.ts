import {
  formatRupees,
  INVENTORY_TEXTS as M,
  parseRupees,
  type RupeesReading,
  STOCK_QUANTITY_MAX,
  STOCK_UNIT_COST_MAX_PAISE,
  type StockIssueTarget,
  type StockMovementBody,
  type StockReturnBody,
  stockMovementBodySchema,
  stockReturnBodySchema,
} from '@shala/shared';

/**
 * The stock's movement forms (Stock in, Issue, Write off, Return) as typed, checked before they
 * are sent with the contract's own schemas (the server says the same words), and the few checks
 * the browser can make first: a whole quantity, no more than is held or still out, a unit cost in
 * rupees read into paise exactly, and a day not after today.
 */

export type FormErrors = Partial<Record<string, string>>;
/** What a schema says is wrong: where, and in which words. */
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FormErrors };

export const FORM_TEXTS = {
  unitCostRequired: 'Enter the unit cost in rupees (0 for a gift).',
  unitCostTooLarge: `The unit cost cannot be more than ${formatRupees(STOCK_UNIT_COST_MAX_PAISE)}.`,
} as const;

/** A whole number of units from 1 (and at most `held`, the stock). */
export function readQuantity(
  typed: string,
  held?: { quantity: number },
): { ok: true; value: number } | { ok: false; message: string } {
  const text = typed.trim();
  if (!/^\d{1,7}$/.test(text)) return { ok: false, message: M.quantity };
  const value = Number(text);
  if (value < 1 || value > STOCK_QUANTITY_MAX) return { ok: false, message: M.quantity };
  if (held && value > held.quantity) {
    return { ok: false, message: M.notEnough(held.quantity) };
  }
  return { ok: true, value };
}

/** The cost of one unit in rupees ("48.50"), exactly in paise: required, ₹0 (a gift) allowed. */
export function readUnitCost(typed: string): RupeesReading {
  if (!typed.trim()) return { ok: false, message: FORM_TEXTS.unitCostRequired };
  const read = parseRupees(typed);
  if (!read.ok) return read;
  if (read.paise > STOCK_UNIT_COST_MAX_PAISE) {
    return { ok: false, message: FORM_TEXTS.unitCostTooLarge };
  }
  return read;
}

/** What a receipt costs together, when both are readable (the form shows it as typed). */
export function receiptTotal(quantity: string, unitCost: string): number | null {
  const q = readQuantity(quantity);
  const c = readUnitCost(unitCost);
  return q.ok && c.ok ? q.value * c.paise : null;
}

/** Each field's first message, by the field's name (a schema's issues, or the form's own). */
export function issueErrors(issues: readonly Issue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const [first, second] = issue.path;
    // Whom an issue goes to: its staff member, class or room field.
    const field = String(first === 'issuedTo' && second !== undefined ? second : (first ?? ''));
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A day of a movement: required, and not after today (the server says the same). */
function dayError(day: string, today: string): string | undefined {
  if (!day) return M.date;
  if (day > today) return M.futureDate;
  return undefined;
}

function finish<T>(
  errors: FormErrors,
  parsed: { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } },
): Checked<T> {
  const all = parsed.success ? { ...errors } : { ...issueErrors(parsed.error.issues), ...errors };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}

type Where = { groupId: string; itemId: string; today: string };

export type StockInDraft = {
  quantity: string;
  unitCost: string;
  vendorId: string;
  reference: string;
  movementDate: string;
  note: string;
};
export const firstStockIn = (today: string): StockInDraft => ({
  quantity: '',
  unitCost: '',
  vendorId: '',
  reference: '',
  movementDate: today,
  note: '',
});

/** Stock in: units at a unit cost from a supplier (or none), with the bill's reference. */
export function checkStockIn(d: StockInDraft, at: Where): Checked<StockMovementBody> {
  const errors: FormErrors = {};
  const quantity = readQuantity(d.quantity);
  if (!quantity.ok) errors.quantity = quantity.message;
  const cost = readUnitCost(d.unitCost);
  if (!cost.ok) errors.unitCostPaise = cost.message;
  const day = dayError(d.movementDate, at.today);
  if (day) errors.movementDate = day;
  const parsed = stockMovementBodySchema.safeParse({
    kind: 'IN',
    groupId: at.groupId,
    itemId: at.itemId,
    quantity: quantity.ok ? quantity.value : 1,
    unitCostPaise: cost.ok ? cost.paise : 0,
    vendorId: d.vendorId || null,
    reference: d.reference,
    movementDate: d.movementDate || undefined,
    note: d.note,
  });
  return finish(errors, parsed);
}

export type IssueDraft = {
  quantity: string;
  target: StockIssueTarget;
  profileId: string;
  classId: string;
  room: string;
  movementDate: string;
  note: string;
};
export const firstIssue = (today: string): IssueDraft => ({
  quantity: '',
  target: 'STAFF',
  profileId: '',
  classId: '',
  room: '',
  movementDate: today,
  note: '',
});

const TARGET_MISSING: Record<StockIssueTarget, [field: string, message: string]> = {
  STAFF: ['profileId', 'Choose the staff member.'],
  CLASS: ['classId', 'Choose the class.'],
  ROOM: ['room', M.room],
};

/** An issue: units out to a staff member, a class or a room, no more than the stock holds. */
export function checkIssue(
  d: IssueDraft,
  at: Where & { held: number },
): Checked<StockMovementBody> {
  const errors: FormErrors = {};
  const quantity = readQuantity(d.quantity, { quantity: at.held });
  if (!quantity.ok) errors.quantity = quantity.message;
  const day = dayError(d.movementDate, at.today);
  if (day) errors.movementDate = day;
  const [field, missing] = TARGET_MISSING[d.target];
  const chosen = { profileId: d.profileId, classId: d.classId, room: d.room }[field] ?? '';
  if (!chosen.trim()) errors[field] = missing;
  const issuedTo =
    d.target === 'STAFF'
      ? { kind: 'STAFF', profileId: d.profileId }
      : d.target === 'CLASS'
        ? { kind: 'CLASS', classId: d.classId }
        : { kind: 'ROOM', room: d.room };
  const parsed = stockMovementBodySchema.safeParse({
    kind: 'ISSUE',
    groupId: at.groupId,
    itemId: at.itemId,
    quantity: quantity.ok ? quantity.value : 1,
    issuedTo,
    movementDate: d.movementDate || undefined,
    note: d.note,
  });
  return finish(errors, parsed);
}

export type WriteOffDraft = { quantity: string; movementDate: string; note: string };
export const firstWriteOff = (today: string): WriteOffDraft => ({
  quantity: '',
  movementDate: today,
  note: '',
});

/** A write-off: units lost, broken or used up, with the reason, no more than the stock holds. */
export function checkWriteOff(
  d: WriteOffDraft,
  at: Where & { held: number },
): Checked<StockMovementBody> {
  const errors: FormErrors = {};
  const quantity = readQuantity(d.quantity, { quantity: at.held });
  if (!quantity.ok) errors.quantity = quantity.message;
  const day = dayError(d.movementDate, at.today);
  if (day) errors.movementDate = day;
  const parsed = stockMovementBodySchema.safeParse({
    kind: 'WRITE_OFF',
    groupId: at.groupId,
    itemId: at.itemId,
    quantity: quantity.ok ? quantity.value : 1,
    movementDate: d.movementDate || undefined,
    note: d.note,
  });
  return finish(errors, parsed);
}

export type ReturnDraft = { quantity: string; movementDate: string; note: string };
export const firstReturn = (today: string, outstanding: number): ReturnDraft => ({
  quantity: String(outstanding),
  movementDate: today,
  note: '',
});

/** Units of an issue coming back: no more than are still out. */
export function checkReturn(
  d: ReturnDraft,
  at: { groupId: string; issueId: string; today: string; outstanding: number },
): Checked<StockReturnBody> {
  const errors: FormErrors = {};
  const quantity = readQuantity(d.quantity);
  if (!quantity.ok) errors.quantity = quantity.message;
  else if (quantity.value > at.outstanding) errors.quantity = M.returnTooMany(at.outstanding);
  const day = dayError(d.movementDate, at.today);
  if (day) errors.movementDate = day;
  const parsed = stockReturnBodySchema.safeParse({
    groupId: at.groupId,
    issueId: at.issueId,
    quantity: quantity.ok ? quantity.value : 1,
    movementDate: d.movementDate || undefined,
    note: d.note,
  });
  return finish(errors, parsed);
}
