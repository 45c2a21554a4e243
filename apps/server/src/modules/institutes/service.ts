import { BUILTIN_ROLE_KEYS, BUILTIN_ROLES } from '@shala/shared';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { Clock } from '../../lib/clock.js';
import {
  findRole,
  insertGroup,
  insertMembership,
  insertRoles,
  insertSession,
  setActiveSession,
} from './queries.js';

type Deps = { db: Db; clock: Clock };

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
export async function createInstitute(deps: Deps, input: NewInstitute) {
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
    return { institute: { ...institute, activeSessionId: session.id }, session, roles };
  });
}

export async function createClass(
  deps: Deps,
  input: { instituteId: string; name: string; admissionConfigSet?: boolean },
) {
  return insertGroup(deps.db, {
    type: 'CLASS',
    name: input.name,
    superGroupId: input.instituteId,
    admissionConfigSet: input.admissionConfigSet ?? false,
    createdAt: deps.clock.now(),
  });
}

/** A profile joins a group with one of the group's institute's roles. */
export async function addMember(
  deps: Deps & { db: Db | Tx },
  input: {
    profileId: string;
    groupId: string;
    instituteId: string;
    roleId: string;
    sessionId?: string | null;
  },
) {
  const role = await findRole(deps.db, input.instituteId, input.roleId);
  if (!role) throw notFound('This role does not exist.');
  return insertMembership(deps.db, {
    profileId: input.profileId,
    groupId: input.groupId,
    sessionId: input.sessionId ?? null,
    roleId: role.id,
    createdAt: deps.clock.now(),
  });
}
