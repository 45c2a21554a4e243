import { useMemo, useSyncExternalStore } from 'react';
import { type KeptData, kept, parseKept, STORAGE_KEYS } from '../../core/storage';
import { type CartEntry, withCartEntry, withoutStudents } from './cart';

/** Sent on this window when it changes the kept cart (`storage` only tells other tabs). */
const CART_CHANGED = 'shala:cart-changed';

/** The kept cart as stored (spec §3 `cart`), undefined when none or unreadable. */
export function readKeptCart(store: KeptData = kept): unknown {
  return store.read<unknown>(STORAGE_KEYS.cart);
}

/** Keeps a changed cart and tells this window's readers. */
export function writeKeptCart(value: unknown, store: KeptData = kept): void {
  store.write(STORAGE_KEYS.cart, value);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED));
}

/**
 * Puts a student in this browser's cart (spec §2.5: from a class's student list, a search or a
 * student's fee page). False when the student was in it already.
 */
export function addToCart(entry: CartEntry, store: KeptData = kept): boolean {
  const before = readKeptCart(store);
  const after = withCartEntry(before, entry);
  if (after === before) return false;
  writeKeptCart(after, store);
  return true;
}

/** Takes the students just paid for out of the cart (spec §4: the cart is cleared). */
export function removePaidFromCart(userProfileIds: readonly string[], store: KeptData = kept) {
  writeKeptCart(withoutStudents(readKeptCart(store), userProfileIds), store);
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) listener();
  };
  window.addEventListener(CART_CHANGED, listener);
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', listener);
  return () => {
    window.removeEventListener(CART_CHANGED, listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', listener);
  };
}

const snapshot = () => kept.raw(STORAGE_KEYS.cart);

/**
 * The kept cart, kept current when this window or another tab changes it. The stored text is
 * the snapshot, so an unchanged cart does not render again.
 */
export function useKeptCart(): unknown {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => parseKept<unknown>(raw), [raw]);
}
