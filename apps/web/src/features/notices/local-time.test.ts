import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-time';

describe('the publish and expiry fields', () => {
  it('show an instant in the browser’s time and read it back to the same instant', () => {
    const iso = new Date(2026, 10, 29, 15, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-11-29T15:30');
    expect(fromLocalInput('2026-11-29T15:30')).toBe(iso);
  });
  it('leave empty as none, and an unreadable value as none', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a time')).toBeNull();
  });
});
