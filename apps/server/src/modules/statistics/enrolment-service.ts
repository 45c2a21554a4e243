import {
  type Enrolment,
  genderCounts,
  STATISTICS_TEXTS as M,
  STATISTICS_SESSIONS,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { sessionsOfInstitute } from '../academic/index.js';
import { classesOfInstitute } from '../groups/index.js';
import type { GroupScope } from '../permissions/index.js';
import { studentsByClass, studentsBySession } from './enrolment-queries.js';
import { isSessionOf } from './policy.js';

/**
 * GET /rest/statistics/enrolment: the students of a session (the active one unless named) by
 * class and gender, every class in school order; and the latest sessions' students, oldest
 * first, the chosen one among them.
 */
export async function enrolmentOf(
  ctx: AppContext,
  scope: GroupScope,
  sessionId: string | undefined,
): Promise<Enrolment> {
  const id = scope.instituteId;
  const sessions = await sessionsOfInstitute(ctx.db, id);
  const wanted = sessionId ?? scope.activeSessionId ?? sessions[0]?.id;
  const session = sessions.find((s) => s.id === wanted);
  if (!isSessionOf(session, id)) throw notFound(M.sessionNotFound);
  const latest = sessions.slice(0, STATISTICS_SESSIONS);
  if (!latest.includes(session)) latest[latest.length - 1] = session;
  latest.sort((a, b) => a.startDate.localeCompare(b.startDate));
  const [classes, byClass, bySession] = await Promise.all([
    classesOfInstitute(ctx.db, id),
    studentsByClass(ctx.db, id, session.id),
    studentsBySession(
      ctx.db,
      id,
      latest.map((s) => s.id),
    ),
  ]);
  // classesOfInstitute answers in school order.
  const classRows = classes.map((c) => ({
    classId: c.id,
    className: c.name,
    ...genderCounts(byClass.filter((r) => r.classId === c.id)),
  }));
  return {
    session: {
      id: session.id,
      name: session.name,
      startDate: session.startDate,
      endDate: session.endDate,
    },
    ...genderCounts(byClass),
    classes: classRows,
    sessions: latest.map((s) => ({
      sessionId: s.id,
      name: s.name,
      ...genderCounts(bySession.filter((r) => r.sessionId === s.id)),
    })),
  };
}
