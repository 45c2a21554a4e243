import { type KeptData, kept, STORAGE_KEYS } from '../../core/storage';

/** How many students the browser-kept cart holds (spec §3 `cart`); anything unreadable is 0. */
export function cartCount(store: KeptData = kept): number {
  const cart = store.read<unknown>(STORAGE_KEYS.cart);
  if (Array.isArray(cart)) return cart.length;
  if (cart && typeof cart === 'object') {
    const list =
      (cart as { students?: unknown; list?: unknown }).students ??
      (cart as { list?: unknown }).list;
    if (Array.isArray(list)) return list.length;
  }
  return 0;
}

/** Unread counts on the mobile bar stop at 90+ (spec §9). */
export function unreadLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 90 ? '90+' : String(Math.floor(count));
}
