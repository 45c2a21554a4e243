import { describe, expect, it } from 'vitest';
import { auditSummary, auditTime } from './audit-format';

describe('auditSummary', () => {
  it('names the readable fields and shortens long lists', () => {
    expect(auditSummary({ roleName: 'Teacher', email: 'a@b.in', groupId: 'x' })).toBe(
      'Role: Teacher · E-mail: a@b.in',
    );
    expect(auditSummary({ added: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], removed: [] })).toBe(
      'Added: a, b, c, d, e and 2 more',
    );
    expect(auditSummary({})).toBe('');
  });
});

describe('auditTime', () => {
  it('shows India time, day first', () => {
    expect(auditTime('2026-06-05T09:00:00.000Z')).toBe('05/06/2026, 14:30');
    expect(auditTime('nonsense')).toBe('nonsense');
  });
});
