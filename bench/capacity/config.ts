// bench/capacity's settings, from the environment (all optional; bench/README.md lists them).

import {
  adminDatabaseUrl,
  list,
  only as onlyFrom,
  positive,
  type Spread,
  spread,
} from '../common/env.js';

export type CapacityConfig = {
  /** Open browsers per step, raised in this order until a step fails. */
  steps: number[];
  /** Measured seconds per step, after `warmupSeconds` that are not counted. */
  seconds: number;
  warmupSeconds: number;
  /** PostgreSQL runs with each of these numbers of server processes (PGlite always one). */
  processes: number[];
  /** How several processes are started: one per port, or one server with WORKERS=N. */
  spread: Spread;
  /** Keep-alive connections the generator opens to each server address. */
  connections: number;
  /** Seconds per call of the ratio measurement (autocannon), after 2 s of warm-up. */
  ratioSeconds: number;
  only: string | undefined;
  adminDatabaseUrl: string;
  /** Words added to the RESULTS.md heading, e.g. "trial run of the harness". */
  label: string | undefined;
  /** False: print the section instead of adding it to RESULTS.md (trying the harness out). */
  write: boolean;
};

/** A step passes when every call's p99 stays at or under this, with no error at all. */
export const P99_LIMIT_MS = 100;
/** A request not answered in this long counts as timed out (the web app itself waits 60 s). */
export const REQUEST_TIMEOUT_MS = 10_000;

export function readConfig(): CapacityConfig {
  const only = onlyFrom();
  return {
    steps: list('BENCH_CAPACITY_STEPS', [500, 1_000, 2_000, 5_000, 10_000]),
    seconds: positive('BENCH_CAPACITY_SECONDS', 60),
    warmupSeconds: positive('BENCH_CAPACITY_WARMUP_SECONDS', 5),
    processes: list('BENCH_CAPACITY_PROCESSES', [1, 2]),
    spread: spread('BENCH_CAPACITY_SPREAD', 'ports'),
    connections: positive('BENCH_CAPACITY_CONNECTIONS', 256, true),
    ratioSeconds: positive('BENCH_CAPACITY_RATIO_SECONDS', 10),
    only,
    adminDatabaseUrl: adminDatabaseUrl(),
    label: process.env.BENCH_CAPACITY_LABEL || undefined,
    write: process.env.BENCH_CAPACITY_WRITE !== 'no',
  };
}
