import { describe, expect, it } from 'vitest';
import { createKeptData, STORAGE_KEYS } from '../../core/storage';
import { memoryStore } from '../../core/test-store';
import { cartCount, unreadLabel } from './shell-counts';

describe('cart badge and unread counts', () => {
  it('counts the students in the kept cart, and 0 for anything else', () => {
    const backend = memoryStore();
    const store = createKeptData(() => backend);
    expect(cartCount(store)).toBe(0);
    store.write(STORAGE_KEYS.cart, [{ userProfile: {} }, { userProfile: {} }]);
    expect(cartCount(store)).toBe(2);
    store.write(STORAGE_KEYS.cart, { students: [{}] });
    expect(cartCount(store)).toBe(1);
    store.write(STORAGE_KEYS.cart, 'broken');
    expect(cartCount(store)).toBe(0);
  });
  it('caps the unread count at 90+', () => {
    expect(unreadLabel(0)).toBe('');
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(90)).toBe('90');
    expect(unreadLabel(91)).toBe('90+');
    expect(unreadLabel(Number.NaN)).toBe('');
  });
});
