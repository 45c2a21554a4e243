import type { AcademicSessionData } from '@shala/shared';
import { sessionDay } from '../fields';

/** Sessions from the earliest start to the latest (their starts are dd/mm/yyyy on the wire). */
export function sessionsByStart(sessions: readonly AcademicSessionData[]): AcademicSessionData[] {
  return [...sessions].sort((a, b) =>
    sessionDay(a.startDate).localeCompare(sessionDay(b.startDate)),
  );
}

/** The session that started last before `sessionId`'s: where its carried-over dues come from. */
export function previousSession(
  sessions: readonly AcademicSessionData[],
  sessionId: string,
): AcademicSessionData | undefined {
  const ordered = sessionsByStart(sessions);
  const index = ordered.findIndex((s) => s.id === sessionId);
  return index > 0 ? ordered[index - 1] : undefined;
}

/** The session a screen starts with: the one asked for, else the active one, else the latest. */
export function startingSession(
  sessions: readonly AcademicSessionData[],
  wanted: string | null,
): AcademicSessionData | undefined {
  return (
    sessions.find((s) => s.id === wanted) ??
    sessions.find((s) => s.activeStatus === 'true') ??
    sessionsByStart(sessions).at(-1)
  );
}
