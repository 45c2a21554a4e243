import { SESSION_MESSAGES } from '@shala/shared';
import type { Queryable } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { type AcademicSessionRow, findSession } from './queries.js';

/** Where a call acts: its institute, and the institute's active session (none before setup). */
type InstituteScope = { instituteId: string; activeSessionId: string | null };

/**
 * The session a call acts in, one answer for every domain (fees, transport, …): the one named,
 * which must be the scope's institute's (another institute's is not found), else the
 * institute's active one.
 */
export async function resolveSession(
  db: Queryable,
  scope: InstituteScope,
  sessionId: string | undefined,
): Promise<AcademicSessionRow> {
  const id = sessionId ?? scope.activeSessionId;
  if (!id) throw badRequest(SESSION_MESSAGES.choose);
  const session = await findSession(db, scope.instituteId, id);
  if (!session) throw notFound(SESSION_MESSAGES.notFound);
  return session;
}

/** The session named, else the active one, else none (a list shows nothing of a session then). */
export async function sessionOrNone(
  db: Queryable,
  scope: InstituteScope,
  sessionId: string | undefined,
): Promise<AcademicSessionRow | null> {
  if (!sessionId && !scope.activeSessionId) return null;
  return resolveSession(db, scope, sessionId);
}
