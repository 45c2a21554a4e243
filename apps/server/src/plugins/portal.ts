import type { FastifyInstance } from 'fastify';
import { registerAccessControl } from '../http/access.js';
import { registerNoStore } from '../http/cache-control.js';
import { registerErrorHandling } from '../http/errors.js';
import { registerRateLimits } from '../http/rate-limit.js';
import { registerSessions } from '../http/session.js';
import { requireTraceIdOnWrites } from '../http/trace-id.js';
import { MODULES } from '../modules/index.js';

/** The portal's own request hooks: errors, access declarations, trace id, no-store. */
export function registerPortalHooks(app: FastifyInstance): void {
  registerErrorHandling(app);
  registerAccessControl(app, app.declaredRoutes);
  requireTraceIdOnWrites(app);
  registerNoStore(app);
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
        await api.register(module.routes, module.prefix ? { prefix: module.prefix } : {});
      }
    },
    { prefix: '/rest' },
  );
}
