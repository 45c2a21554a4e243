import {
  type AttendanceStatistics,
  type Enrolment,
  type FeeStatistics,
  type FinanceStatistics,
  type ResultStatistics,
  STATISTICS_API,
  type StatisticsSetup,
} from '@shala/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../core/http';

/** Every statistics query of an institute. */
const statisticsKey = (groupId: string) => ['statistics', groupId] as const;

export type Range = { from: string; to: string };

/** GET setup: today, the sessions and the range the screen opens with. */
export function useStatisticsSetup(groupId: string) {
  return useQuery({
    queryKey: [...statisticsKey(groupId), 'setup'],
    enabled: !!groupId,
    queryFn: () =>
      http<StatisticsSetup>('GET', STATISTICS_API.setup, undefined, { query: { groupId } }),
  });
}

/** GET enrolment of a session ('' : the active one). */
export function useEnrolment(groupId: string, sessionId: string) {
  return useQuery({
    queryKey: [...statisticsKey(groupId), 'enrolment', sessionId],
    enabled: !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<Enrolment>('GET', STATISTICS_API.enrolment, undefined, {
        query: sessionId ? { groupId, sessionId } : { groupId },
      }),
  });
}

type RangeAnswers = {
  attendance: AttendanceStatistics;
  fees: FeeStatistics;
  finance: FinanceStatistics;
  results: ResultStatistics;
};

/** GET one section's figures of a range (asked only when the range may be). */
export function useRangeStatistics<K extends keyof RangeAnswers>(
  section: K,
  groupId: string,
  range: Range,
  valid: boolean,
) {
  return useQuery({
    queryKey: [...statisticsKey(groupId), section, range.from, range.to],
    enabled: !!groupId && valid,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<RangeAnswers[K]>('GET', STATISTICS_API[section], undefined, {
        query: { groupId, from: range.from, to: range.to },
      }),
  });
}
