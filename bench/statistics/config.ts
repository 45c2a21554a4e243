/** Where statistics/baseline.ts answers: each chart's data, as `/bench/statistics/<section>`. */
export const BASELINE_PATH = '/bench/statistics';
/** The sections measured, as the shared path table names them (STATISTICS_API). */
export const SECTIONS = ['enrolment', 'attendance', 'fees', 'finance', 'results'] as const;
export type Section = (typeof SECTIONS)[number];
/** Bench people's usernames start so (statistics/seed.ts). */
export const USERNAME_PREFIX = 'bench_stat_';
