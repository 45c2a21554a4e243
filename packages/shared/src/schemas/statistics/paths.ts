/**
 * The statistics calls (issue 25 §6: the screen is `/statistics`). One GET per chart section,
 * each `?groupId` of the institute whose figures they are; the ranges are India's calendar days.
 */
export const STATISTICS_API = {
  /** GET (groupId): today, the sessions to choose from, the active one and the first range. */
  setup: '/rest/statistics/setup',
  /** GET (groupId, sessionId?): students by class and gender in a session, and by session. */
  enrolment: '/rest/statistics/enrolment',
  /** GET (groupId, from, to): the students' attendance by month and by class. */
  attendance: '/rest/statistics/attendance',
  /** GET (groupId, from, to): dues falling due against what was collected; the defaulters. */
  fees: '/rest/statistics/fees',
  /** GET (groupId, from, to): income (fees and other income) against expenses, by month. */
  finance: '/rest/statistics/finance',
  /** GET (groupId, from, to): exam results by class and by subject. */
  results: '/rest/statistics/results',
} as const;
