import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noteAuthFailure } from './auth-events.js';
import { AuthFailure } from './auth-failures.js';
import { passwordRoutes } from './password-routes.js';
import { registerRoutes } from './register-routes.js';
import { sessionRoutes } from './session-routes.js';

/** Everything under /rest/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // A refused sign-in or code is logged before its answer leaves; other errors go on to the
  // app's handler.
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof AuthFailure)) throw error;
    await noteAuthFailure(request, error);
    return reply
      .status(error.statusCode)
      .send({ message: error.message, code: error.code, ...error.extra });
  });
  await app.register(sessionRoutes);
  await app.register(registerRoutes);
  await app.register(passwordRoutes);
};
