import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@shala/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { type FileStorage, localFileStorage } from './files/storage.js';
import { MULTIPART_LIMITS } from './files/uploads.js';
import { type DeclaredRoute, registerAccessControl } from './http/access.js';
import { registerNoStore } from './http/cache-control.js';
import { connectSources } from './http/content-security.js';
import { registerErrorHandling } from './http/errors.js';
import { registerRateLimits } from './http/rate-limit.js';
import { registerSessions } from './http/session.js';
import { serveWebApp } from './http/static-web.js';
import { requestIdFrom, requireTraceIdOnWrites } from './http/trace-id.js';
import { trustProxyOption } from './http/trust-proxy.js';
import type { Clock } from './lib/clock.js';
import { createLogger } from './lib/logger.js';
import type { Mailer } from './mail/mailer.js';
import { academicRoutes } from './modules/academic/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { admissionRoutes } from './modules/admission/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { groupRoutes } from './modules/groups/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { importRoutes } from './modules/imports/routes.js';
import { instituteRoutes } from './modules/institutes/routes.js';
import { invitationRoutes } from './modules/invitations/routes.js';
import { notificationSettingsRoutes } from './modules/notifications/settings-routes.js';
import { permissionRoutes } from './modules/permissions/routes.js';
import { profileRoutes } from './modules/profiles/routes.js';
import { roleRoutes } from './modules/roles/routes.js';
import { termRoutes } from './modules/terms/routes.js';
import { reserveLiveChannel } from './realtime/reserved.js';
import './http/request-context.js';

/** Everything a module needs, passed in so that tests can swap the clock, database and mailer. */
export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** Uploaded files; local disk under DATA_DIR/files unless given. */
  files?: FileStorage;
};

export type App = FastifyInstance & { deps: Required<AppDeps>; declaredRoutes: DeclaredRoute[] };

/** JSON bodies of this API are small forms; uploads get their own limit on their own routes. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A client has `seconds` to send a whole request, body included (a slow body no longer holds a
 * connection for ever: security review finding 13); Node answers 408 and closes. An idle socket
 * in the middle of a request is closed after twice that. Keep-alive between requests keeps
 * Fastify's own keepAliveTimeout. Node checks for late requests every connectionsCheckingInterval,
 * so it is a fraction of the timeout; and it quietly swaps the two limits when headersTimeout
 * (60 s by default) exceeds requestTimeout, so the headers get at most the same time.
 */
function requestTimeouts(seconds: number) {
  const ms = seconds * 1000;
  return {
    requestTimeout: ms,
    connectionTimeout: 2 * ms,
    http: {
      headersTimeout: Math.min(ms, 60_000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(ms / 4))),
    },
  };
}

/** `logger: false` keeps tests quiet; by default the app logs with pino at LOG_LEVEL. */
export async function buildApp(
  deps: AppDeps,
  opts: { logger?: FastifyBaseLogger | false } = {},
): Promise<App> {
  const app = Fastify({
    ...(opts.logger === false
      ? { logger: false }
      : { loggerInstance: opts.logger ?? createLogger(deps.config) }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    genReqId: (req) => requestIdFrom(req.headers.traceid) ?? crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: true,
    ...requestTimeouts(deps.config.requestTimeoutSeconds),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const declaredRoutes: DeclaredRoute[] = [];
  const files = deps.files ?? localFileStorage(path.join(deps.config.dataDir, 'files'));
  Object.assign(app, { deps: { ...deps, files }, declaredRoutes });
  app.decorateRequest('auth', null);

  registerErrorHandling(app);
  registerAccessControl(app, declaredRoutes);
  requireTraceIdOnWrites(app);
  registerNoStore(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // MUI's emotion writes <style> tags at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': connectSources(deps.config.publicUrl),
        'upgrade-insecure-requests': null,
      },
    },
    // A page opened over plain http on a LAN must not be told to switch to https.
    hsts: deps.config.publicUrl.startsWith('https://'),
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  // Uploads are read per route with readMultipart(), which sets the limits of each form within
  // these ceilings and refuses a body longer than MULTIPART_MAX_REQUEST_BYTES before reading it.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  registerSessions(app);
  await registerRateLimits(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '0.1.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'shala_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/rest/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(contactRoutes);
      await api.register(academicRoutes);
      await api.register(permissionRoutes);
      await api.register(profileRoutes);
      await api.register(accountRoutes);
      await api.register(notificationSettingsRoutes);
      await api.register(auditRoutes);
      await api.register(groupRoutes);
      await api.register(roleRoutes);
      await api.register(termRoutes);
      await api.register(instituteRoutes);
      await api.register(admissionRoutes);
      await api.register(adminRoutes);
      await api.register(importRoutes);
      await api.register(invitationRoutes);
    },
    { prefix: '/rest' },
  );

  reserveLiveChannel(app);
  if (deps.config.webDist) await serveWebApp(app, deps.config.webDist);
  return app as unknown as App;
}
