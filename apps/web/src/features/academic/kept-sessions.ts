import type { AcademicSessionData } from '@shala/shared';

/** What the browser keeps under `sessions` (spec §3 "Session (academic)"). */
export type KeptSessions = {
  list: AcademicSessionData[];
  /** The first session with activeStatus 'true', else none. */
  active: AcademicSessionData | null;
  /** The server's message when loading failed. */
  error: string | null;
};

export function keptSessions(
  list: readonly AcademicSessionData[] | undefined,
  error?: string,
): KeptSessions {
  const sessions = [...(list ?? [])];
  return {
    list: sessions,
    active: sessions.find((s) => String(s.activeStatus) === 'true') ?? null,
    error: error ?? null,
  };
}
