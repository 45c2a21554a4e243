import { BUILTIN_ROLE_KEYS, BUILTIN_ROLES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import type { Caller } from '../permissions/caller.js';
import { findGroupScope } from '../permissions/queries.js';
import {
  findRole,
  findSession,
  insertGroup,
  insertMembership,
  insertRoles,
  insertSession,
  setActiveSession,
} from './queries.js';

/** The context these need: the demo and the tests call them too. */
type Deps = Pick<AppContext, 'db' | 'clock'>;

export const INSTITUTE_MESSAGES = {
  alreadyMember: 'This profile is already a member of this group for this session.',
} as const;

export type NewInstitute = {
  name: string;
  imageLocation?: string | null;
  /** The first academic session, made active. Dates yyyy-mm-dd. */
  session: { name: string; startDate: string; endDate: string };
};

/**
 * An institute with its first (active) session and a copy of every built-in role, in one
 * transaction: an institute never exists without the roles that make it usable. `caller` null
 * is the system (seeding, tests).
 */
export async function createInstitute(ctx: Deps, caller: Caller | null, input: NewInstitute) {
  return ctx.db.transaction(async (tx) => {
    const institute = await insertGroup(tx, {
      type: 'INSTITUTE',
      name: input.name,
      imageLocation: input.imageLocation ?? null,
      createdAt: ctx.clock.now(),
    });
    const session = await insertSession(tx, {
      instituteId: institute.id,
      name: input.session.name,
      startDate: input.session.startDate,
      endDate: input.session.endDate,
      activeStatus: true,
    });
    await setActiveSession(tx, institute.id, session.id);
    const roles = await insertRoles(
      tx,
      BUILTIN_ROLE_KEYS.map((key) => ({
        instituteId: institute.id,
        name: BUILTIN_ROLES[key].name,
        builtinKey: key,
        permissions: [...BUILTIN_ROLES[key].actions],
      })),
    );
    await recordAudit(tx, ctx, caller, {
      instituteId: institute.id,
      action: 'institute.created',
      targetType: 'group',
      targetId: institute.id,
      detail: { name: institute.name, sessionId: session.id },
    });
    return { institute: { ...institute, activeSessionId: session.id }, session, roles };
  });
}

/** A class of the institute with its audit row, inside the caller's transaction (a savepoint). */
export async function createClass(
  db: Db | Tx,
  ctx: Pick<AppContext, 'clock'>,
  caller: Caller | null,
  input: {
    instituteId: string;
    name: string;
    /** "Class 5" and "A"; the name then reads "Class 5 A". */
    level?: string | null;
    section?: string | null;
    admissionConfigSet?: boolean;
  },
) {
  // Inside a caller's transaction this is a savepoint: the class and its audit row stay together.
  return db.transaction(async (tx) => {
    const group = await insertGroup(tx, {
      type: 'CLASS',
      name: input.name,
      level: input.level ?? null,
      section: input.section ?? null,
      superGroupId: input.instituteId,
      admissionConfigSet: input.admissionConfigSet ?? false,
      createdAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: input.instituteId,
      action: 'class.created',
      targetType: 'group',
      targetId: group.id,
      detail: { name: group.name, level: group.level, section: group.section },
    });
    return group;
  });
}

/**
 * A profile joins a group with a role of the group's institute, for one of that institute's
 * sessions or (sessionId null) for all of them. Anything from another institute is not found.
 */
export async function addMember(
  ctx: Deps,
  caller: Caller | null,
  input: { profileId: string; groupId: string; roleId: string; sessionId?: string | null },
) {
  const scope = await findGroupScope(ctx.db, input.groupId);
  if (!scope) throw notFound('This group does not exist.');
  const role = await findRole(ctx.db, scope.instituteId, input.roleId);
  if (!role) throw notFound('This role does not exist.');
  const sessionId = input.sessionId ?? null;
  if (sessionId && !(await findSession(ctx.db, scope.instituteId, sessionId))) {
    throw notFound('This session does not exist.');
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const membership = await insertMembership(tx, {
        profileId: input.profileId,
        groupId: scope.id,
        sessionId,
        roleId: role.id,
        createdAt: ctx.clock.now(),
      });
      await recordAudit(tx, ctx, caller, {
        instituteId: scope.instituteId,
        action: 'membership.added',
        targetType: 'profile',
        targetId: input.profileId,
        detail: { groupId: scope.id, roleId: role.id, roleName: role.name, sessionId },
      });
      return membership;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'memberships_profile_group_session_uq') {
      throw conflict(INSTITUTE_MESSAGES.alreadyMember);
    }
    throw error;
  }
}
