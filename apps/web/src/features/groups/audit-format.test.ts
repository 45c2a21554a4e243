import { describe, expect, it } from 'vitest';
import { auditSummary } from './audit-format';

describe('auditSummary', () => {
  it('names what the sentence does not say and shortens long lists', () => {
    expect(auditSummary({ roleName: 'Teacher', email: 'a@b.in', groupId: 'x' })).toBe(
      'E-mail: a@b.in',
    );
    expect(auditSummary({ reason: 'No seats left' })).toBe('Reason: No seats left');
    expect(auditSummary({ added: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], removed: [] })).toBe(
      'Permissions added: a, b, c, d, e and 2 more',
    );
    expect(auditSummary({})).toBe('');
  });
});
