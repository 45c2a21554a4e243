import { GRANT_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { type Grantor, mayEditRole, mayGrantRole, roleEditRefusal } from './policy.js';

const grantor = (held: string[], atInstitute = held): Grantor => ({
  held: new Set(held),
  heldAtInstitute: new Set(atInstitute),
  accountId: 'me',
  profileId: 'my-profile',
  scope: { id: 'g', type: 'INSTITUTE', instituteId: 'g', activeSessionId: null },
});

describe('roles policy', () => {
  const admin = grantor(['manageRoles', 'manageMembers', 'getMembers']);
  const teacher = { id: 'teacher', permissions: ['getMembers'] };

  it('gives and edits roles within what the grantor holds', () => {
    expect(mayGrantRole(admin, teacher)).toBe(true);
    expect(mayEditRole(admin, teacher, new Set())).toBe(true);
    expect(mayGrantRole(grantor(['manageMembers']), teacher)).toBe(false);
  });

  it('refuses a role the grantor holds, one above it, and class-level role managers', () => {
    expect(roleEditRefusal(admin, teacher, new Set(['teacher']))).toBe(GRANT_MESSAGES.ownRole);
    const owner = { id: 'owner', permissions: ['manageRoles', 'importMembers'] };
    expect(roleEditRefusal(admin, owner, new Set())).toBe(GRANT_MESSAGES.higherRole);
    const inClass = grantor(['manageRoles', 'getMembers'], []);
    expect(roleEditRefusal(inClass, teacher, new Set())).toBe(GRANT_MESSAGES.rolesAtInstitute);
  });
});
