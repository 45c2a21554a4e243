import { describe, expect, it } from 'vitest';
import { createKeptData, STORAGE_KEYS } from '../../core/storage';
import { memoryStore } from '../../core/test-store';
import { cartCount } from './cart';
import { readKeptCart } from './kept-cart';

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
