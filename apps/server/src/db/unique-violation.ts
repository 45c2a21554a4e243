import { conflict } from '../lib/errors.js';

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

/**
 * A writer for which breaking `constraint` (a name already taken, say) is a 409 with `message`
 * for people, not a 500; any other error passes through.
 */
export function conflictOnUnique(constraint: string, message: string) {
  return async <T>(write: () => PromiseLike<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) === constraint) throw conflict(message);
      throw error;
    }
  };
}
