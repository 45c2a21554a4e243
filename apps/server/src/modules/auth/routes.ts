import type { FastifyPluginAsync } from 'fastify';
import { passwordRoutes } from './password-routes.js';
import { registerRoutes } from './register-routes.js';
import { sessionRoutes } from './session-routes.js';

/** Everything under /rest/auth. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(registerRoutes);
  await app.register(passwordRoutes);
};
