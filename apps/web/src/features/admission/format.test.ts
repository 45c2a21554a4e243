import { describe, expect, it } from 'vitest';
import { absoluteLink, fileSize, formatWhen } from './format';

describe('admission formats', () => {
  it('shows instants in Asia/Kolkata, en-GB', () => {
    expect(formatWhen('2026-06-01T04:30:00.000Z')).toBe('1 Jun 2026, 10:00');
    expect(formatWhen('2026-11-22T22:26:00.000Z')).toBe('23 Nov 2026, 03:56');
  });
  it('sizes files', () => {
    expect(fileSize(500)).toBe('500 B');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(3 * 1_048_576)).toBe('3.0 MB');
  });
  it('makes the full link', () => {
    expect(absoluteLink('https://x.in/', '/auth/directadmission/a/b')).toBe(
      'https://x.in/auth/directadmission/a/b',
    );
  });
});
