import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { insertSession } from '../academic/index.js';
import { recordAudit } from '../audit/index.js';
import { insertGroup, setActiveSession } from '../groups/index.js';
import type { Caller } from '../permissions/index.js';
import { insertBuiltinRoles } from '../roles/index.js';
import { insertStarterSubjects } from '../subjects/index.js';

export type NewInstitute = {
  name: string;
  imageLocation?: string | null;
  /** The first academic session, made active. Dates yyyy-mm-dd. */
  session: { name: string; startDate: string; endDate: string };
  /** Recorded with the creation: the super admin's console says so. */
  by?: 'superAdmin';
};

/**
 * An institute with its first (active) session and a copy of every built-in role, in one
 * transaction: an institute never exists without the roles that make it usable. `caller` null
 * is the system (seeding, tests).
 */
export async function createInstitute(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: Caller | null,
  input: NewInstitute,
) {
  return ctx.db.transaction((tx) => createInstituteIn(tx, ctx, caller, input));
}

/**
 * The same, inside the caller's transaction: the super admin's console adds the first admin to
 * it, and the demo its school. Tests, the demo and production make institutes this one way.
 */
export async function createInstituteIn(
  tx: Tx,
  ctx: Pick<AppContext, 'clock'>,
  caller: Caller | null,
  input: NewInstitute,
) {
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
  const roles = await insertBuiltinRoles(tx, institute.id);
  await insertStarterSubjects(tx, institute.id, ctx.clock.now());
  await recordAudit(tx, ctx, caller, {
    instituteId: institute.id,
    action: 'institute.created',
    targetType: 'group',
    targetId: institute.id,
    detail: {
      name: institute.name,
      sessionId: session.id,
      ...(input.by ? { by: input.by } : {}),
    },
  });
  return { institute: { ...institute, activeSessionId: session.id }, session, roles };
}
