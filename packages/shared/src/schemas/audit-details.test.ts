import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit.js';
import { AUDIT_DETAIL, isAuditAction, readAuditDetail } from './audit-details.js';

describe('audit details', () => {
  it('declares one detail shape for each action, and for no other', () => {
    expect(Object.keys(AUDIT_DETAIL).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(isAuditAction('membership.added')).toBe(true);
    expect(isAuditAction('createMembership')).toBe(false);
  });

  it('takes every way a member joins as one shape', () => {
    const schema = AUDIT_DETAIL['membership.added'];
    const base = { groupId: 'g', roleId: 'r', roleName: 'Student', sessionId: 's' };
    expect(schema.safeParse(base).success).toBe(true);
    expect(schema.safeParse({ ...base, source: 'import' }).success).toBe(true);
    expect(
      schema.safeParse({ groupId: 'g', roleId: 'r', sessionId: null, invitationId: 'i' }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ ...base, sessionId: null, newAccount: true, verifiedNow: false }).success,
    ).toBe(true);
    expect(schema.safeParse({ ...base, source: 'somewhere' }).success).toBe(false);
  });

  it('reads a detail leniently: fields of another shape are left out, the rest kept', () => {
    expect(
      readAuditDetail('membership.removed', { roleName: 'Teacher', classMemberships: 'two' }),
    ).toEqual({ roleName: 'Teacher' });
    expect(readAuditDetail('session.updated', { before: 3 })).toEqual({});
    expect(readAuditDetail('account.signedIn', { anything: 1 })).toEqual({});
  });
});
