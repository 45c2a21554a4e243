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

/** The app's pino logger; tests pass a destination to read the lines it writes. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): FastifyBaseLogger {
  return pino(
    {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
    },
    destination,
  );
}
