import { TRANSPORT_TEXTS } from '@shala/shared';
import type { Queryable } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { type AcademicSessionRow, findSession } from '../academic/index.js';
import type { GroupScope } from '../permissions/index.js';

/**
 * The session a transport call is about: the one named, which must be the scope's institute's
 * (another institute's is not found), else the institute's active one.
 */
export async function resolveSession(
  db: Queryable,
  scope: GroupScope,
  sessionId: string | undefined,
): Promise<AcademicSessionRow> {
  const id = sessionId ?? scope.activeSessionId;
  if (!id) throw badRequest(TRANSPORT_TEXTS.session);
  const session = await findSession(db, scope.instituteId, id);
  if (!session) throw notFound(TRANSPORT_TEXTS.sessionNotFound);
  return session;
}

/** The session named, else the active one, else none (lists show no riders then). */
export async function sessionOrNone(
  db: Queryable,
  scope: GroupScope,
  sessionId: string | undefined,
): Promise<AcademicSessionRow | null> {
  if (!sessionId && !scope.activeSessionId) return null;
  return resolveSession(db, scope, sessionId);
}
