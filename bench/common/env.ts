// Reading a bench's settings from the environment: every one optional, refused when malformed
// (a typo should stop the run at once, not measure something else for half an hour).

export function positive(name: string, fallback: number, integer = false): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new Error(`${name} must be a positive ${integer ? 'whole number' : 'number'}`);
  }
  return n;
}

export function list(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(',').map((v) => Number(v.trim()));
  if (values.length === 0 || values.some((n) => !Number.isInteger(n) || n <= 0)) {
    throw new Error(`${name} must be a comma-separated list of positive whole numbers`);
  }
  return values;
}

/** BENCH_ONLY: `pglite`, `postgres`, or both (undefined). */
export function only(): 'pglite' | 'postgres' | undefined {
  const value = process.env.BENCH_ONLY || undefined;
  if (value === undefined || value === 'pglite' || value === 'postgres') return value;
  throw new Error('BENCH_ONLY must be pglite or postgres');
}

/** How several server processes are started: one per port, or one server with WORKERS=N. */
export type Spread = 'ports' | 'workers';

export function spread(name: string, fallback: Spread): Spread {
  const value = process.env[name] ?? fallback;
  if (value !== 'ports' && value !== 'workers') throw new Error(`${name} must be ports or workers`);
  return value;
}

/** BENCH_DATABASE_URL: the PostgreSQL server a bench makes its database on. */
export const adminDatabaseUrl = () =>
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
