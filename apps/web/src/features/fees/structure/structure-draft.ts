import { type DueKind, FEE_NAME_MAX, FEE_PARTICULARS_MAX, FEE_TEXTS } from '@shala/shared';
import {
  FIELD_MESSAGES,
  isIsoDay,
  percentText,
  readDays,
  readPercent,
  readRupees,
  rupeesField,
  shownDay,
} from '../fields';
import type { FeeStructure } from './structure-view';

/**
 * The fee structure dialog's draft: what is typed (rupees and percentages as text), its rules
 * (the server's, packages/shared feeStructureBodySchema, said beside the field they concern),
 * and the request it becomes. Particulars are kept in the order they are paid: a charge may have
 * one discount particular right under it (spec §4), due on the charge's day.
 */

export const STRUCTURE_LIMITS = {
  name: FEE_NAME_MAX,
  particular: FEE_NAME_MAX,
  particulars: FEE_PARTICULARS_MAX,
} as const;

export const DRAFT_MESSAGES = {
  name: 'Structure name required',
  nameLong: `Structure name can have at most ${STRUCTURE_LIMITS.name} characters.`,
  particularName: 'Particular name required',
  particularLong: `A particular's name can have at most ${STRUCTURE_LIMITS.particular} characters.`,
  nameTwice: FEE_TEXTS.particularNameTwice,
  noCharge: FEE_TEXTS.noCharge,
  tooMany: FEE_TEXTS.particulars,
  discountFirst: FEE_TEXTS.discountFirst,
  discountTooLarge: FEE_TEXTS.discountTooLarge,
} as const;

export type ParticularDraft = {
  /** A key for React and for moving it. */
  key: string;
  /** A saved particular's id: sent back, so its students' dues (and what is paid) stay. */
  id: string | undefined;
  name: string;
  kind: DueKind;
  /** Rupees as typed. */
  amount: string;
  /** yyyy-mm-dd; a discount particular's is its charge's. */
  dueDate: string;
};

export type StructureDraft = {
  name: string;
  lateFee: string;
  lateFeeGraceDays: string;
  siblingPercent: string;
  staffChildPercent: string;
  particulars: ParticularDraft[];
};

let keys = 0;
export const newKey = () => `new-${++keys}`;

export const emptyParticular = (kind: DueKind, dueDate = ''): ParticularDraft => ({
  key: newKey(),
  id: undefined,
  name: '',
  kind,
  amount: '',
  dueDate,
});

export function draftOf(structure?: FeeStructure): StructureDraft {
  if (!structure) {
    return {
      name: '',
      lateFee: '',
      lateFeeGraceDays: '',
      siblingPercent: '',
      staffChildPercent: '',
      particulars: [emptyParticular('CHARGE')],
    };
  }
  return {
    name: structure.name,
    lateFee: rupeesField(structure.lateFeePaise),
    lateFeeGraceDays: structure.lateFeeGraceDays ? String(structure.lateFeeGraceDays) : '',
    siblingPercent: structure.siblingBasisPoints ? percentText(structure.siblingBasisPoints) : '',
    staffChildPercent: structure.staffChildBasisPoints
      ? percentText(structure.staffChildBasisPoints)
      : '',
    particulars: structure.particulars.map((p) => ({
      key: p.id ?? newKey(),
      id: p.id,
      name: p.name,
      kind: p.kind,
      amount: rupeesField(p.amountPaise),
      dueDate: p.dueDate,
    })),
  };
}

// ---------------------------------------------------------------- editing the list

/**
 * The charge a particular belongs to: itself for a charge, the nearest charge above for a
 * discount particular (undefined when none is above it).
 */
export function chargeIndexOf(list: readonly ParticularDraft[], index: number): number | undefined {
  for (let i = index; i >= 0; i -= 1) if (list[i]?.kind === 'CHARGE') return i;
  return undefined;
}

/** Discount particulars follow their charge's due date, whatever was typed before. */
export function withDiscountDates(list: readonly ParticularDraft[]): ParticularDraft[] {
  let chargeDate = '';
  return list.map((p) => {
    if (p.kind === 'CHARGE') {
      chargeDate = p.dueDate;
      return p;
    }
    return p.dueDate === chargeDate ? p : { ...p, dueDate: chargeDate };
  });
}

/** A charge at the end, due when the last one is (the usual next step is to change it). */
export function addCharge(list: readonly ParticularDraft[]): ParticularDraft[] {
  const last = list.at(-1);
  return [...list, emptyParticular('CHARGE', last?.dueDate ?? '')];
}

/** Whether the charge at `index` can take a discount particular (it has none yet). */
export const canAddDiscount = (list: readonly ParticularDraft[], index: number) =>
  list[index]?.kind === 'CHARGE' && list[index + 1]?.kind !== 'DISCOUNT';

/** A discount particular right under the charge at `chargeIndex`, due on its day. */
export function addDiscountUnder(
  list: readonly ParticularDraft[],
  chargeIndex: number,
): ParticularDraft[] {
  const charge = list[chargeIndex];
  if (!charge || !canAddDiscount(list, chargeIndex)) return [...list];
  return [
    ...list.slice(0, chargeIndex + 1),
    emptyParticular('DISCOUNT', charge.dueDate),
    ...list.slice(chargeIndex + 1),
  ];
}

/** Removing a charge removes the discount particulars under it too. */
export function removeParticular(
  list: readonly ParticularDraft[],
  index: number,
): ParticularDraft[] {
  const removed = list[index];
  if (!removed) return [...list];
  let end = index + 1;
  if (removed.kind === 'CHARGE') while (list[end]?.kind === 'DISCOUNT') end += 1;
  return [...list.slice(0, index), ...list.slice(end)];
}

/** A charge with its discount particulars: the block that moves as one. */
function blockAt(list: readonly ParticularDraft[], start: number): number {
  let end = start + 1;
  while (list[end]?.kind === 'DISCOUNT') end += 1;
  return end;
}

/**
 * Moves a charge one place up (-1) or down (+1), past the neighbouring charge, each with the
 * discount particular under it. A discount particular moves only with its charge; nothing moves
 * past the ends.
 */
export function moveParticular(
  list: readonly ParticularDraft[],
  index: number,
  direction: -1 | 1,
): ParticularDraft[] {
  if (list[index]?.kind !== 'CHARGE') return [...list];
  const end = blockAt(list, index);
  const block = list.slice(index, end);
  if (direction === -1) {
    const previous = chargeIndexOf(list, index - 1);
    if (previous === undefined) return [...list];
    return [
      ...list.slice(0, previous),
      ...block,
      ...list.slice(previous, index),
      ...list.slice(end),
    ];
  }
  if (end >= list.length) return [...list];
  const nextEnd = blockAt(list, end);
  return [...list.slice(0, index), ...list.slice(end, nextEnd), ...block, ...list.slice(nextEnd)];
}

/** Whether a particular can move that way (the buttons are disabled otherwise). */
export function canMove(list: readonly ParticularDraft[], index: number, direction: -1 | 1) {
  return moveParticular(list, index, direction).some((p, i) => p !== list[i]);
}

/** Charges sorted by due date, each with its discount particulars (a stable sort). */
export function sortByDueDate(list: readonly ParticularDraft[]): ParticularDraft[] {
  const blocks: ParticularDraft[][] = [];
  let i = 0;
  while (i < list.length) {
    const end = list[i]?.kind === 'CHARGE' ? blockAt(list, i) : i + 1;
    blocks.push(list.slice(i, end));
    i = end;
  }
  return blocks
    .map((block, order) => ({ block, order }))
    .sort(
      (a, b) =>
        (a.block[0]?.dueDate || '9999').localeCompare(b.block[0]?.dueDate || '9999') ||
        a.order - b.order,
    )
    .flatMap((b) => b.block);
}

// ---------------------------------------------------------------- checking and sending

/** POST/PUT /rest/fee/structure (groupId: the class). */
export type StructureRequest = {
  groupId: string;
  sessionId: string;
  name: string;
  lateFeePaise: number;
  lateFeeGraceDays: number;
  siblingPercent: number;
  staffChildPercent: number;
  particulars: {
    id?: string;
    name: string;
    kind: DueKind;
    amountPaise: number;
    dueDate: string;
  }[];
};

export type DraftErrors = {
  name?: string;
  lateFee?: string;
  lateFeeGraceDays?: string;
  siblingPercent?: string;
  staffChildPercent?: string;
  /** About the list as a whole. */
  particulars?: string;
  /** By particular key. */
  rows: Record<string, { name?: string; amount?: string; dueDate?: string }>;
};

export type DraftCheck =
  | { ok: true; request: StructureRequest }
  | { ok: false; errors: DraftErrors };

/** The session a structure is for: its due dates fall within it (yyyy-mm-dd, when known). */
export type DraftTarget = { groupId: string; sessionId: string; start?: string; end?: string };

/** The draft's mistakes, each said where it is; or the request when there are none. */
export function checkDraft(draft: StructureDraft, target: DraftTarget): DraftCheck {
  const errors: DraftErrors = { rows: {} };
  const name = draft.name.trim();
  if (!name) errors.name = DRAFT_MESSAGES.name;
  else if (name.length > STRUCTURE_LIMITS.name) errors.name = DRAFT_MESSAGES.nameLong;
  const lateFee = readRupees(draft.lateFee, { positive: false });
  if (!lateFee.ok) errors.lateFee = lateFee.message;
  const grace = readDays(draft.lateFeeGraceDays);
  if (!grace.ok) errors.lateFeeGraceDays = grace.message;
  const sibling = readPercent(draft.siblingPercent);
  if (!sibling.ok) errors.siblingPercent = sibling.message;
  const staffChild = readPercent(draft.staffChildPercent);
  if (!staffChild.ok) errors.staffChildPercent = staffChild.message;

  const list = withDiscountDates(draft.particulars);
  if (!list.some((p) => p.kind === 'CHARGE')) errors.particulars = DRAFT_MESSAGES.noCharge;
  else if (list[0]?.kind === 'DISCOUNT') errors.particulars = DRAFT_MESSAGES.discountFirst;
  else if (list.length > STRUCTURE_LIMITS.particulars) errors.particulars = DRAFT_MESSAGES.tooMany;

  const particulars: StructureRequest['particulars'] = [];
  const names = new Set<string>();
  const within = (day: string) =>
    (!target.start || !isIsoDay(target.start) || day >= target.start) &&
    (!target.end || !isIsoDay(target.end) || day <= target.end);
  let charge = 0;
  list.forEach((p, index) => {
    const row: DraftErrors['rows'][string] = {};
    const pName = p.name.trim();
    if (!pName) row.name = DRAFT_MESSAGES.particularName;
    else if (pName.length > STRUCTURE_LIMITS.particular) row.name = DRAFT_MESSAGES.particularLong;
    else if (names.has(pName.toLowerCase())) row.name = DRAFT_MESSAGES.nameTwice;
    names.add(pName.toLowerCase());
    const amount = readRupees(p.amount, { positive: true });
    if (!amount.ok) row.amount = amount.message;
    if (p.kind === 'CHARGE') {
      if (!isIsoDay(p.dueDate)) row.dueDate = FIELD_MESSAGES.dateRequired;
      else if (!within(p.dueDate))
        row.dueDate = FEE_TEXTS.dueDateOutsideSession(
          shownDay(target.start ?? ''),
          shownDay(target.end ?? ''),
        );
      charge = amount.ok ? amount.value : 0;
    } else if (list[index - 1]?.kind !== 'CHARGE') {
      row.name = DRAFT_MESSAGES.discountFirst;
    } else if (amount.ok && charge > 0 && amount.value > charge) {
      row.amount = DRAFT_MESSAGES.discountTooLarge;
    }
    if (Object.keys(row).length > 0) errors.rows[p.key] = row;
    particulars.push({
      ...(p.id ? { id: p.id } : {}),
      name: pName,
      kind: p.kind,
      amountPaise: amount.ok ? amount.value : 0,
      dueDate: p.dueDate,
    });
  });

  const failed =
    Object.keys(errors.rows).length > 0 ||
    Object.entries(errors).some(([key, value]) => key !== 'rows' && value !== undefined);
  if (failed || !lateFee.ok || !grace.ok || !sibling.ok || !staffChild.ok)
    return { ok: false, errors };
  return {
    ok: true,
    request: {
      groupId: target.groupId,
      sessionId: target.sessionId,
      name,
      lateFeePaise: lateFee.value,
      lateFeeGraceDays: grace.value,
      // The wire's percentages: 1,250 basis points is 12.5 (exact: two decimals at most).
      siblingPercent: sibling.value / 100,
      staffChildPercent: staffChild.value / 100,
      particulars,
    },
  };
}

/** The charges' sum less the discount particulars', in paise (what one student owes in all). */
export function draftTotal(list: readonly ParticularDraft[]): number {
  let total = 0;
  for (const p of list) {
    const amount = readRupees(p.amount, { positive: true });
    if (amount.ok) total += p.kind === 'CHARGE' ? amount.value : -amount.value;
  }
  return total;
}
