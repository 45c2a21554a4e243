// bench/payments' settings, from the environment (all optional; bench/README.md lists them).

import { adminDatabaseUrl, positive } from '../common/env.js';

export type PaymentsConfig = {
  /** Cashiers recording at once, each with a session of its own (ACCOUNTANT of the institute). */
  cashiers: number;
  /** Students each cashier collects from (its own: two cashiers never pay one student). */
  studentsPerCashier: number;
  /** Students in each payment (one multi-student transaction). */
  studentsPerPayment: number;
  /** A cashier records one payment this often, at its own phase. */
  everySeconds: number;
  /** Seconds the cashiers record for, after `warmupSeconds` not counted. */
  seconds: number;
  warmupSeconds: number;
  /** Share of payments submitted twice: half at once (two tabs), half as a double click. */
  doubleSubmitShare: number;
  /** Keep-alive connections the generator opens to the server. */
  connections: number;
  /** Seconds of each autocannon measurement (the bare route and the real call). */
  ratioSeconds: number;
  adminDatabaseUrl: string;
  /** False: print the section instead of adding it to RESULTS.md (trying the harness out). */
  write: boolean;
};

/** The target on this 2-core machine: a 3-student payment with its receipt numbers. */
export const TARGETS = { p99Ms: 150, cashiers: 200 } as const;

/** A request not answered in this long counts as timed out. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The whole run stops by itself after this long, whatever it is doing. */
export const DEADLINE_MS = 20 * 60_000;
/** The bare route's path (baseline.ts; not imported from there: it runs on import). */
export const BASELINE_PATH = '/payment';

export function readConfig(): PaymentsConfig {
  return {
    cashiers: positive('BENCH_PAY_CASHIERS', TARGETS.cashiers, true),
    studentsPerCashier: positive('BENCH_PAY_STUDENTS_PER_CASHIER', 12, true),
    studentsPerPayment: positive('BENCH_PAY_STUDENTS_PER_PAYMENT', 3, true),
    everySeconds: positive('BENCH_PAY_EVERY_SECONDS', 2),
    seconds: positive('BENCH_PAY_SECONDS', 60),
    warmupSeconds: positive('BENCH_PAY_WARMUP_SECONDS', 5),
    doubleSubmitShare: Math.min(1, positive('BENCH_PAY_DOUBLE_SHARE', 0.05)),
    connections: positive('BENCH_PAY_CONNECTIONS', 256, true),
    ratioSeconds: positive('BENCH_PAY_RATIO_SECONDS', 10),
    adminDatabaseUrl: adminDatabaseUrl(),
    write: process.env.BENCH_PAY_WRITE !== 'no',
  };
}
