import { FEE_TEXTS } from '@shala/shared';
import type { Queryable } from '../../db/client.js';
import type { academicSessions } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { GroupScope } from '../permissions/index.js';
import { sessionOfInstitute } from './student-queries.js';

export type SessionRow = typeof academicSessions.$inferSelect;

/**
 * The session a fee call is about: the one named, which must be the scope's institute's (another
 * institute's is not found), else the institute's active one.
 */
export async function resolveSession(
  db: Queryable,
  scope: GroupScope,
  sessionId: string | undefined,
): Promise<SessionRow> {
  const id = sessionId ?? scope.activeSessionId;
  if (!id) throw badRequest(FEE_TEXTS.session);
  const session = await sessionOfInstitute(db, scope.instituteId, id);
  if (!session) throw notFound(FEE_TEXTS.sessionNotFound);
  return session;
}
