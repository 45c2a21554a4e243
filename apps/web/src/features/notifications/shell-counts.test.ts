import { describe, expect, it } from 'vitest';
import { unreadLabel } from './shell-counts';

describe('unread counts', () => {
  it('caps the unread count at 90+', () => {
    expect(unreadLabel(0)).toBe('');
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(90)).toBe('90');
    expect(unreadLabel(91)).toBe('90+');
    expect(unreadLabel(Number.NaN)).toBe('');
  });
});
