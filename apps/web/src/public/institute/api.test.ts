import { describe, expect, it } from 'vitest';
import { INSTITUTE_TABS, tabOf } from './api';

describe('public institute tabs', () => {
  it('reads the tab from the address, About for anything else', () => {
    expect(INSTITUTE_TABS.map((t) => t.id)).toEqual(['about', 'classes', 'contact', 'admission']);
    expect(tabOf('classes')).toBe('classes');
    expect(tabOf('admission')).toBe('admission');
    expect(tabOf('nonsense')).toBe('about');
    expect(tabOf(undefined)).toBe('about');
  });
});
