import { GRANT_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import type { Grantor } from '../roles/index.js';
import { mayReadMemberContact, mayTouchMember, memberTouchRefusal } from './policy.js';

const grantor = (held: string[]): Grantor => ({
  held: new Set(held),
  heldAtInstitute: new Set(held),
  accountId: 'me',
  profileId: 'my-profile',
  scope: { id: 'g', type: 'INSTITUTE', instituteId: 'g', activeSessionId: null },
});

describe('groups policy', () => {
  it('shows e-mails to those who manage members', () => {
    expect(mayReadMemberContact(grantor(['manageMembers']))).toBe(true);
    expect(mayReadMemberContact(grantor(['getMembers']))).toBe(false);
  });

  it('lets a grantor touch members below it, never its own membership', () => {
    const manager = grantor(['manageMembers', 'getMembers']);
    const student = { accountId: 'other', rolePermissions: ['getMembers'] };
    const admin = { accountId: 'other', rolePermissions: ['manageMembers', 'manageRoles'] };
    expect(mayTouchMember(manager, student)).toBe(true);
    expect(memberTouchRefusal(manager, admin)).toBe(GRANT_MESSAGES.higherMember);
    expect(memberTouchRefusal(manager, { ...student, accountId: 'me' })).toBe(
      GRANT_MESSAGES.ownMembership,
    );
  });
});
