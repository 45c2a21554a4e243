import { BUILTIN_ROLE_KEYS, BUILTIN_ROLES } from '@shala/shared';
import type { Db, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type AuditSource, recordAudit } from '../audit/record.js';
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

type Deps = { db: Db; clock: Clock };
/** Who asked for a change and from where; none means the system (seeding, tests). */
type Actor = Omit<AuditSource, 'clock'>;
const SYSTEM: Actor = { actorAccountId: null };

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
 * transaction: an institute never exists without the roles that make it usable.
 */
export async function createInstitute(deps: Deps, input: NewInstitute, actor: Actor = SYSTEM) {
  return deps.db.transaction(async (tx) => {
    const institute = await insertGroup(tx, {
      type: 'INSTITUTE',
      name: input.name,
      imageLocation: input.imageLocation ?? null,
      createdAt: deps.clock.now(),
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
    await recordAudit(
      tx,
      { ...actor, clock: deps.clock },
      {
        instituteId: institute.id,
        action: 'institute.created',
        targetType: 'group',
        targetId: institute.id,
        detail: { name: institute.name, sessionId: session.id },
      },
    );
    return { institute: { ...institute, activeSessionId: session.id }, session, roles };
  });
}

export async function createClass(
  deps: { db: Db | Tx; clock: Clock },
  input: {
    instituteId: string;
    name: string;
    /** "Class 5" and "A"; the name then reads "Class 5 A". */
    level?: string | null;
    section?: string | null;
    admissionConfigSet?: boolean;
  },
  actor: Actor = SYSTEM,
) {
  // Inside a caller's transaction this is a savepoint: the class and its audit row stay together.
  return deps.db.transaction(async (tx) => {
    const group = await insertGroup(tx, {
      type: 'CLASS',
      name: input.name,
      level: input.level ?? null,
      section: input.section ?? null,
      superGroupId: input.instituteId,
      admissionConfigSet: input.admissionConfigSet ?? false,
      createdAt: deps.clock.now(),
    });
    await recordAudit(
      tx,
      { ...actor, clock: deps.clock },
      {
        instituteId: input.instituteId,
        action: 'class.created',
        targetType: 'group',
        targetId: group.id,
        detail: { name: group.name, level: group.level, section: group.section },
      },
    );
    return group;
  });
}

/**
 * A profile joins a group with a role of the group's institute, for one of that institute's
 * sessions or (sessionId null) for all of them. Anything from another institute is not found.
 */
export async function addMember(
  deps: { db: Db | Tx; clock: Clock },
  input: { profileId: string; groupId: string; roleId: string; sessionId?: string | null },
  actor: Actor = SYSTEM,
) {
  const scope = await findGroupScope(deps.db, input.groupId);
  if (!scope) throw notFound('This group does not exist.');
  const role = await findRole(deps.db, scope.instituteId, input.roleId);
  if (!role) throw notFound('This role does not exist.');
  const sessionId = input.sessionId ?? null;
  if (sessionId && !(await findSession(deps.db, scope.instituteId, sessionId))) {
    throw notFound('This session does not exist.');
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const membership = await insertMembership(tx, {
        profileId: input.profileId,
        groupId: scope.id,
        sessionId,
        roleId: role.id,
        createdAt: deps.clock.now(),
      });
      await recordAudit(
        tx,
        { ...actor, clock: deps.clock },
        {
          instituteId: scope.instituteId,
          action: 'membership.added',
          targetType: 'profile',
          targetId: input.profileId,
          detail: { groupId: scope.id, roleId: role.id, roleName: role.name, sessionId },
        },
      );
      return membership;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'memberships_profile_group_session_uq') {
      throw conflict(INSTITUTE_MESSAGES.alreadyMember);
    }
    throw error;
  }
}
