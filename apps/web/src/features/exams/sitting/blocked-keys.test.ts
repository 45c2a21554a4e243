import { describe, expect, it } from 'vitest';
import { isBlockedKey } from './blocked-keys';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('keys during the exam', () => {
  it('blocks Escape, reload and Alt+Tab', () => {
    expect(isBlockedKey(press('Escape'))).toBe(true);
    expect(isBlockedKey(press('F5'))).toBe(true);
    expect(isBlockedKey(press('r', { ctrlKey: true }))).toBe(true);
    expect(isBlockedKey(press('R', { ctrlKey: true }))).toBe(true);
    expect(isBlockedKey(press('r', { metaKey: true }))).toBe(true);
    expect(isBlockedKey(press('Tab', { altKey: true }))).toBe(true);
  });

  it('leaves the keys a keyboard user needs', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowDown', 'ArrowUp', 'r', 'Backspace']) {
      expect(isBlockedKey(press(key))).toBe(false);
    }
    expect(isBlockedKey(press('Tab', { ctrlKey: false }))).toBe(false);
    expect(isBlockedKey(press('c', { ctrlKey: true }))).toBe(false);
  });
});
