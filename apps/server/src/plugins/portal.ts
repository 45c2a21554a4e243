import type { FastifyInstance } from 'fastify';
import { registerAccessControl } from '../http/access.js';
import { registerNoStore } from '../http/cache-control.js';
import { registerErrorHandling } from '../http/errors.js';
import { registerRateLimits } from '../http/rate-limit.js';
import { registerSessions } from '../http/session.js';
import { requireTraceIdOnWrites } from '../http/trace-id.js';
import { MODULES } from '../modules/index.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that changes nothing the identity cache keeps (an exam answer's save, thousands a
     * second on exam day): it answers without waiting for this process to hear of its changes.
     */
    identityUnchanged?: true;
  }
}

/** The portal's own request hooks: errors, access declarations, trace id, no-store. */
export function registerPortalHooks(app: FastifyInstance): void {
  registerErrorHandling(app);
  registerAccessControl(app, app.declaredRoutes);
  requireTraceIdOnWrites(app);
  registerNoStore(app);
  // A call that may have changed who someone is (a role, a membership, a sign-out) answers
  // only once this process has heard of its changes, so the browser's next call sees them.
  app.addHook('onSend', async (request) => {
    if (
      STATE_CHANGING.has(request.method) &&
      request.routeOptions.url?.startsWith('/rest/') &&
      !request.routeOptions.config.identityUnchanged
    ) {
      await app.identity.sync();
    }
  });
}

/** The session cookie and the rate limits: after the cookie plugin. */
export async function registerSessionsAndLimits(app: FastifyInstance): Promise<void> {
  registerSessions(app);
  await registerRateLimits(app);
}

/** Every module's routes under /rest. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      for (const module of MODULES) {
        if (!module.routes) continue;
        await api.register(module.routes, module.prefix ? { prefix: module.prefix } : {});
      }
    },
    { prefix: '/rest' },
  );
}
