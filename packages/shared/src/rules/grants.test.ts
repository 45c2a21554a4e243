import { describe, expect, it } from 'vitest';
import { GRANT_MESSAGES, grantProblem, permissionLabel } from './grants.js';

const set = (...a: string[]) => new Set(a);

describe('grantProblem', () => {
  it('allows a grant within what is held, granting actions only to institute role managers', () => {
    expect(
      grantProblem({
        held: set('getGroup', 'getMembers'),
        heldAtInstitute: set(),
        granted: ['getGroup'],
      }),
    ).toBeNull();
    expect(
      grantProblem({
        held: set('getGroup', 'manageMembers', 'manageRoles'),
        heldAtInstitute: set('manageRoles'),
        granted: ['getGroup', 'manageMembers'],
      }),
    ).toBeNull();
    expect(grantProblem({ held: set(), heldAtInstitute: set(), granted: [] })).toBeNull();
  });

  it('refuses anything not held, naming each missing action once', () => {
    expect(
      grantProblem({
        held: set('getGroup'),
        heldAtInstitute: set('getGroup'),
        granted: ['getGroup', 'manageRoles', 'getAuditLog', 'manageRoles'],
      }),
    ).toEqual({ kind: 'beyondHeld', missing: ['getAuditLog', 'manageRoles'] });
  });

  it('refuses a role that manages roles, members or imports to a class-level manager', () => {
    // A class coordinator holds manageMembers in the class, not manageRoles in the institute.
    expect(
      grantProblem({
        held: set('getGroup', 'getMembers', 'manageMembers'),
        heldAtInstitute: set('getGroup'),
        granted: ['getGroup', 'manageMembers'],
      }),
    ).toEqual({ kind: 'grantingNeedsRoleManager', granting: ['manageMembers'] });
    // manageRoles held only through a class membership is not enough either.
    expect(
      grantProblem({
        held: set('getGroup', 'manageRoles', 'importMembers'),
        heldAtInstitute: set('getGroup'),
        granted: ['importMembers'],
      }),
    ).toEqual({ kind: 'grantingNeedsRoleManager', granting: ['importMembers'] });
  });
});

describe('GRANT_MESSAGES.refused', () => {
  it('names what is missing in words, at most three', () => {
    expect(
      GRANT_MESSAGES.refused({ kind: 'beyondHeld', missing: ['getAuditLog', 'manageRoles'] }),
    ).toBe('You cannot give permissions you do not hold here (view audit log, manage roles).');
    expect(
      GRANT_MESSAGES.refused({ kind: 'beyondHeld', missing: ['a1', 'b2', 'c3', 'd4', 'e5'] }),
    ).toMatch(/and 2 more\)\.$/);
    expect(
      GRANT_MESSAGES.refused({ kind: 'grantingNeedsRoleManager', granting: ['manageMembers'] }),
    ).toBe(
      'Only someone who manages roles for the whole institute can give a role that can manage members.',
    );
  });
});

describe('permissionLabel', () => {
  it('reads as words', () => {
    expect(permissionLabel('getFeeStructure')).toBe('View fee structure');
    expect(permissionLabel('manageRoles')).toBe('Manage roles');
    expect(permissionLabel('createGatePass')).toBe('Create gate pass');
  });
});
