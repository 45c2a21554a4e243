import type { AcademicSessionData } from '@shala/shared';
import { useEffect, useState } from 'react';
import { useAcademicSessions } from '../../academic';
import { isoOfWire } from './days';

/** A session with its dates as yyyy-mm-dd, as the transport screens compare them. */
export type TransportSession = {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  active: boolean;
};

const toSession = (s: AcademicSessionData): TransportSession => ({
  id: s.id,
  name: s.name,
  startDate: isoOfWire(s.startDate),
  endDate: isoOfWire(s.endDate),
  active: s.activeStatus === 'true',
});

/** The institute's sessions and the one chosen (the active one to start with). */
export function useSessionChoice(instituteId: string) {
  const query = useAcademicSessions(instituteId || null);
  const sessions = (query.data ?? []).map(toSession);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const activeId = sessions.find((s) => s.active)?.id ?? sessions[0]?.id ?? null;
  useEffect(() => {
    if (chosenId === null && activeId) setChosenId(activeId);
  }, [chosenId, activeId]);
  const session = sessions.find((s) => s.id === chosenId) ?? null;
  return { sessions, session, choose: setChosenId, query };
}
