import {
  INVENTORY_TEXTS as M,
  type StockItemBody,
  type StockItemUpdate,
  type StockItemView,
  type StockUnit,
  stockItemBodySchema,
  stockItemUpdateSchema,
} from '@shala/shared';
import { type Checked, type FormErrors, issueErrors } from './movement-form';

/** An item as typed into Add item / Edit item. */
export type ItemDraft = {
  name: string;
  code: string;
  categoryId: string;
  unit: StockUnit;
  location: string;
  reorderLevel: string;
  active: boolean;
};

/** A new item (in the category chosen in the list's filter, if any), or the item as it is. */
export function itemDraft(item: StockItemView | null, categoryId = ''): ItemDraft {
  return item
    ? {
        name: item.name,
        code: item.code ?? '',
        categoryId: item.categoryId,
        unit: item.unit,
        location: item.location ?? '',
        reorderLevel: item.reorderLevel === null ? '' : String(item.reorderLevel),
        active: item.active,
      }
    : {
        name: '',
        code: '',
        categoryId,
        unit: 'Piece',
        location: '',
        reorderLevel: '',
        active: true,
      };
}

/** Blank: the item is never low; else a whole number. */
function readReorderLevel(typed: string): { ok: true; value: number | null } | { ok: false } {
  const text = typed.trim();
  if (!text) return { ok: true, value: null };
  if (!/^\d{1,7}$/.test(text)) return { ok: false };
  return { ok: true, value: Number(text) };
}

/** The item checked with the contract's schema: a new one, or a change of `id`. */
export function checkItem(
  d: ItemDraft,
  groupId: string,
  id: string | null,
): Checked<StockItemBody | StockItemUpdate> {
  const errors: FormErrors = {};
  const level = readReorderLevel(d.reorderLevel);
  if (!level.ok) errors.reorderLevel = M.reorderLevel;
  const fields = {
    groupId,
    name: d.name,
    code: d.code,
    categoryId: d.categoryId,
    unit: d.unit,
    location: d.location,
    reorderLevel: level.ok ? level.value : null,
  };
  const parsed = id
    ? stockItemUpdateSchema.safeParse({ ...fields, id, active: d.active })
    : stockItemBodySchema.safeParse(fields);
  if (!parsed.success) {
    return { ok: false, errors: { ...issueErrors(parsed.error.issues), ...errors } };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
