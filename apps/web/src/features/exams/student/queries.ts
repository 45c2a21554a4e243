import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useShellUser } from '../../../core/shell-user';
import { fetchClassTasks, fetchMyExams } from '../api';

/** GET exam/mine for the acting profile: its exams, its children's, the classes it teaches. */
export function useMyExams() {
  const user = useShellUser();
  return useQuery({
    queryKey: ['exam', 'mine', user.userProfileId],
    queryFn: () => fetchMyExams(),
    staleTime: 30_000,
  });
}

/** GET academic/task: one class's exams as the caller may see them. */
export function useClassTasks(groupId: string) {
  return useQuery({
    queryKey: ['exam', 'tasks', groupId],
    queryFn: () => fetchClassTasks(groupId),
    enabled: groupId !== '',
  });
}

/** The browser's time, refreshed every `everyMs` so lists move exams from upcoming to open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
