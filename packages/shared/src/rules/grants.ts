import type { GroupAction } from '../constants/permissions.js';

/**
 * Actions that hand out access: whoever holds one can give others roles, memberships or
 * accounts. A role containing any of them may be given only by someone who manages roles for
 * the whole institute, or a class-level manager could mint institute admins.
 */
export const GRANTING_ACTIONS = [
  'manageRoles',
  'manageMembers',
  'importMembers',
] as const satisfies readonly GroupAction[];

/** Why a grant is refused; null when it may go ahead. */
export type GrantProblem =
  | { kind: 'beyondHeld'; missing: string[] }
  | { kind: 'grantingNeedsRoleManager'; granting: string[] };

/**
 * May someone holding `held` in a scope (and `heldAtInstitute` through their institute-level
 * memberships) give a role or permission set of `granted` there? Never more than they hold,
 * and roles that grant need an institute-level role manager.
 */
export function grantProblem(input: {
  held: ReadonlySet<string>;
  heldAtInstitute: ReadonlySet<string>;
  granted: readonly string[];
}): GrantProblem | null {
  const missing = [...new Set(input.granted.filter((a) => !input.held.has(a)))].sort();
  if (missing.length > 0) return { kind: 'beyondHeld', missing };
  const granting = GRANTING_ACTIONS.filter((a) => input.granted.includes(a));
  if (granting.length > 0 && !input.heldAtInstitute.has('manageRoles')) {
    return { kind: 'grantingNeedsRoleManager', granting };
  }
  return null;
}

const VERBS: Record<string, string> = { get: 'View', manage: 'Manage', decide: 'Decide' };

/** "getFeeStructure" → "View fee structure"; "manageRoles" → "Manage roles". */
export function permissionLabel(action: string): string {
  const words = action
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  const [verb = '', ...rest] = words;
  const first = VERBS[verb] ?? verb.charAt(0).toUpperCase() + verb.slice(1);
  return [first, ...rest].join(' ');
}

/** At most this many permissions are named in a refusal; the rest are counted. */
const NAMED_AT_MOST = 3;

function listed(actions: readonly string[]): string {
  const names = actions.slice(0, NAMED_AT_MOST).map((a) => permissionLabel(a).toLowerCase());
  const more = actions.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

export const GRANT_MESSAGES = {
  /** A grant refused by grantProblem: what is missing, in words. */
  refused: (problem: GrantProblem): string =>
    problem.kind === 'beyondHeld'
      ? `You cannot give permissions you do not hold here (${listed(problem.missing)}).`
      : `Only someone who manages roles for the whole institute can give a role that can ${listed(problem.granting)}.`,
  ownMembership: 'You cannot change your own membership. Ask another administrator.',
  ownRole: 'You cannot change a role you hold. Ask another administrator.',
  higherMember:
    'This member holds permissions you do not hold here, so you cannot change or remove their membership.',
  higherRole: 'This role holds permissions you do not hold, so you cannot change or delete it.',
  rolesAtInstitute:
    'Roles belong to the whole institute: only someone who manages roles for the institute can change them.',
  inviteSelf: 'You cannot invite yourself.',
} as const;
