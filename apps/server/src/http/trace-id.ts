import { ERROR_CODES } from '@shala/shared';
import type { FastifyInstance } from 'fastify';

const TRACE_ID = /^[A-Za-z0-9_-]{8,64}$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call from another server that signs what it sends (a payment gateway's webhook, checked
     * by its signature): no browser, no cookie, so no traceId to ask for.
     */
    signedByCaller?: true;
  }
}

/** Fastify request ids come from the client's traceId header when it is well formed. */
export function requestIdFrom(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && TRACE_ID.test(header) ? header : undefined;
}

/**
 * A state-changing API call must carry the traceId header (spec §7). A cross-site form cannot
 * set headers, so this also stops cross-site request forgery together with SameSite cookies.
 * The route the router matched decides, not the raw URL: the router decodes the path, so
 * `/%72est/auth/login` is the login route too. An address no route matches stays a 404.
 */
export function requireTraceIdOnWrites(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!STATE_CHANGING.has(request.method) || !route?.startsWith('/rest/')) return;
    if (request.routeOptions.config.signedByCaller) return;
    if (!requestIdFrom(request.headers.traceid)) {
      return reply.status(403).send({
        message: 'This request is missing its traceId header.',
        code: ERROR_CODES.missingTraceId,
      });
    }
  });
}
