import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * API answers the browser may keep: the public institute logo (anyone may fetch it; it says
 * so itself) and the public API documentation. Nothing else under /rest is kept.
 */
const CACHEABLE_ROUTES = [
  /^\/rest\/public\/institutes\/:instituteId\/image$/,
  /^\/rest\/docs(\/|$)/,
];

function mustNotStore(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? request.url;
  return /^\/rest(\/|$)/.test(route) && !CACHEABLE_ROUTES.some((r) => r.test(route));
}

/**
 * `Cache-Control: no-store` on every /rest answer but the few above (review finding 14). API
 * answers carry personal data: /auth/me, member lists, profile cards, and also the profile
 * photos and admission documents. Those used to be `private, max-age`, so a shared computer's
 * browser kept them after sign-out; they are small and opened rarely, so they are not kept
 * either. Set as the answer leaves, so it also overrides what a route set.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (mustNotStore(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
