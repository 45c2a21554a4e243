import { describe, expect, it } from 'vitest';
import { createKeptData, STORAGE_KEYS } from '../../core/storage';
import { memoryStore } from '../../core/test-store';
import { cartCount, cartEntryOf } from './cart';
import { addToCart, readKeptCart, removePaidFromCart } from './kept-cart';

describe('the cart kept in the browser', () => {
  it('is read from the `cart` key, and an unreadable one counts 0', () => {
    const backend = memoryStore();
    const store = createKeptData(() => backend);
    expect(cartCount(readKeptCart(store))).toBe(0);
    store.write(STORAGE_KEYS.cart, [{ userProfile: {} }, { userProfile: {} }]);
    expect(cartCount(readKeptCart(store))).toBe(2);
    backend.setItem(STORAGE_KEYS.cart, '{broken');
    expect(cartCount(readKeptCart(store))).toBe(0);
  });
});

describe('adding to the kept cart', () => {
  it('adds a student once and takes the paid ones out', () => {
    const backend = memoryStore();
    const store = createKeptData(() => backend);
    const entry = cartEntryOf({
      userProfileId: 'p1',
      fullName: 'Rohan',
      classId: 'c',
      instituteId: 'i',
    });
    expect(addToCart(entry, store)).toBe(true);
    expect(addToCart(entry, store)).toBe(false);
    expect(cartCount(readKeptCart(store))).toBe(1);
    removePaidFromCart(['p1'], store);
    expect(cartCount(readKeptCart(store))).toBe(0);
  });
});
