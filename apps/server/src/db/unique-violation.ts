/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error.
 * Drizzle wraps driver errors, so the cause chain is walked; pg and PGlite both set `code`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const e = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      const named = typeof e.message === 'string' ? /constraint "([^"]+)"/.exec(e.message) : null;
      return named?.[1] ?? 'unknown';
    }
    current = e.cause;
  }
  return undefined;
}
