import { addDays, indiaDay, type StatisticsSetup } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { sessionsOfInstitute } from '../academic/index.js';
import type { GroupScope } from '../permissions/index.js';

/**
 * GET /rest/statistics/setup: today in India, the institute's sessions (newest first) and the
 * first range the screen shows: the active session's first day up to today, or the last year.
 */
export async function statisticsSetup(
  ctx: AppContext,
  scope: GroupScope,
): Promise<StatisticsSetup> {
  const today = indiaDay(ctx.clock.now());
  const sessions = await sessionsOfInstitute(ctx.db, scope.instituteId);
  const active = sessions.find((s) => s.id === scope.activeSessionId);
  const from = active && active.startDate <= today ? active.startDate : addDays(today, -364);
  return {
    today,
    sessions: sessions.map((s) => ({
      id: s.id,
      name: s.name,
      startDate: s.startDate,
      endDate: s.endDate,
    })),
    activeSessionId: active?.id ?? null,
    from,
    to: today,
  };
}
