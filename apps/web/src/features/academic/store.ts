import { type AcademicSessionData, API } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, http } from '../../core/http';
import { kept, STORAGE_KEYS } from '../../core/storage';
import { type KeptSessions, keptSessions } from './kept-sessions';

/** Every kept-sessions query; a change of sessions or of the default institute reloads them. */
export const KEPT_SESSIONS_KEY = ['sessions'] as const;
export const sessionsKey = (instituteId: string | null | undefined) =>
  [...KEPT_SESSIONS_KEY, instituteId ?? null] as const;

/**
 * Spec §3 "Session (academic)": the default institute's sessions, kept under `sessions` as the
 * list, the default active session (first with activeStatus 'true', else none) and the error.
 */
export async function loadSessions(instituteId: string | null | undefined): Promise<KeptSessions> {
  if (!instituteId) {
    const none = keptSessions([]);
    kept.write(STORAGE_KEYS.sessions, none);
    return none;
  }
  try {
    const list = await http<AcademicSessionData[]>('GET', API.academicSessions, undefined, {
      query: { groupId: instituteId },
    });
    const result = keptSessions(list);
    kept.write(STORAGE_KEYS.sessions, result);
    return result;
  } catch (error) {
    // Spec §8: a session-load failure stores the server's message.
    const result = keptSessions(undefined, errorMessage(error));
    kept.write(STORAGE_KEYS.sessions, result);
    return result;
  }
}

export function useSessions(instituteId: string | null | undefined) {
  return useQuery({
    queryKey: sessionsKey(instituteId),
    queryFn: () => loadSessions(instituteId),
    initialData: () => kept.read<KeptSessions>(STORAGE_KEYS.sessions),
    initialDataUpdatedAt: 0,
  });
}
