import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import type { Config } from '../config.js';

export const REDACTED = '[redacted]';

/**
 * Page links whose later path segments are secrets: /auth/setpassword/{id}/{token} and
 * /auth/changePassword/{tp}/{token}. The segment after the prefix (an id, a kind) is kept so
 * that a support person can still tell which link was opened; the rest is masked.
 */
const TOKEN_LINKS = ['/auth/setpassword/', '/auth/changepassword/'];
/** Any other segment this long made of base64url letters is taken for a token (a UUID is 36). */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{40,}$/;
const TOKEN_LIKE_VALUE = /=[A-Za-z0-9_%-]{40,}(?=&|$)/g;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The request URL as the log may keep it: no link tokens, no query string on a token link.
 * Paths are compared decoded and case-insensitively, as the router and the public pages read
 * them, so `/auth/%73etPassword/…` is masked too.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const segments = path.split('/');
  // Decoded, an encoded slash ("/auth%2Fsetpassword/…") splits as the page would read it.
  const named = segments.flatMap((s) => decoded(s).split('/')).filter((s) => s !== '');
  const plain = `/${named.join('/').toLowerCase()}/`;
  if (TOKEN_LINKS.some((prefix) => plain.startsWith(prefix))) {
    // "auth", the page and the next segment stay; whatever follows (and any query) goes.
    return `/${named.slice(0, 3).join('/')}/${REDACTED}`;
  }
  const masked = segments.map((s) => (TOKEN_LIKE.test(decoded(s)) ? REDACTED : s)).join('/');
  return `${masked}${query.replace(TOKEN_LIKE_VALUE, `=${REDACTED}`)}`;
}

/** Fastify's own request serializer, with the URL passed through redactUrl. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** What a database error (PostgreSQL, PGlite) says that is safe to log: no values. */
function databaseFields(error: unknown): Record<string, unknown> | undefined {
  const e = error as Record<string, unknown> | null;
  if (!e || typeof e !== 'object' || typeof e.code !== 'string' || !('severity' in e)) {
    return undefined;
  }
  const fields: Record<string, unknown> = { code: e.code };
  for (const key of ['severity', 'constraint', 'table', 'column', 'dataType', 'routine']) {
    if (e[key] !== undefined) fields[key] = e[key];
  }
  // A data exception (class 22) quotes the bad value back ('invalid input syntax … "…"'); the
  // others name only columns and constraints. `detail` and `where` may hold values: never kept.
  if (!e.code.startsWith('22') && typeof e.message === 'string') fields.message = e.message;
  return fields;
}

/**
 * An error as the log may keep it (security review 2, L1): a failed Drizzle query loses its
 * parameters (an exam answer, a name, an e-mail), which its message and stack repeat, and a
 * database error keeps its code, constraint and column but not the values it quotes. Any other
 * error is returned as it is.
 */
export function withoutQueryParams(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const e = error as Error & { query?: unknown; params?: unknown };
  const isQuery = typeof e.query === 'string' && Array.isArray(e.params);
  const database = databaseFields(error) ?? databaseFields(error.cause);
  if (!isQuery && !database) return error;
  const message = isQuery ? `Failed query: ${e.query}` : `database error ${String(database?.code)}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(database ? { database } : {}),
  };
}

/** pino's error serializer, after withoutQueryParams. */
function serializeError(error: unknown) {
  const safe = withoutQueryParams(error);
  return safe === error ? pino.stdSerializers.err(error as Error) : safe;
}

/** The app's pino logger; tests pass a destination to read the lines it writes. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): FastifyBaseLogger {
  return pino(
    {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest, err: serializeError },
    },
    destination,
  );
}
