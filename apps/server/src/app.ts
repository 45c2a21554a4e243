import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AppDeps, createContext } from './context.js';
import { localFileStorage } from './files/storage.js';
import type { DeclaredRoute } from './http/access.js';
import { serveWebApp } from './http/static-web.js';
import { requestIdFrom } from './http/trace-id.js';
import { trustProxyOption } from './http/trust-proxy.js';
import { pgBossQueue } from './jobs/pg-boss-queue.js';
import { createLogger } from './lib/logger.js';
import { mailJob, mailOutbox, registerMailDelivery } from './mail/outbox.js';
import { moduleHooks } from './modules/hooks.js';
import { MODULES } from './modules/index.js';
import { IdentityCache } from './modules/permissions/index.js';
import { vapidKeys } from './modules/push/index.js';
import { registerApiDocs, registerExternalPlugins } from './plugins/external.js';
import {
  registerModules,
  registerPortalHooks,
  registerSessionsAndLimits,
} from './plugins/portal.js';
import { createLiveHub, registerLiveChannel } from './realtime/index.js';
import './http/request-context.js';
import './plugins/decorations.js';

export type { AppDeps } from './context.js';
/** The built app: a Fastify instance with the portal's decorations (plugins/decorations.ts). */
export type App = FastifyInstance;

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

  const files = deps.files ?? localFileStorage(path.join(deps.config.dataDir, 'files'));
  const full = {
    ...deps,
    files,
    runJobs: deps.runJobs ?? false,
    awaitMail: deps.awaitMail ?? false,
    pushNetwork: deps.pushNetwork ?? {},
  };
  app.decorate('deps', full);
  // Mail goes through a durable job (mail/outbox.ts), tried at once after the answer.
  const outbox = mailOutbox({ queue: () => jobs, clock: deps.clock, log: app.log });
  const sendMail = mailJob({ transport: deps.mailer });
  // The modules' jobs: sent by every app, run where runJobs says (a serving process).
  const jobs = pgBossQueue({
    database: deps.database,
    clock: deps.clock,
    log: app.log,
    jobs: [sendMail, ...MODULES.flatMap((m) => m.jobs ?? [])],
    work: full.runJobs,
    context: () => app.ctx,
  });
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  const identity = new IdentityCache(deps.database.db);
  await identity.listen(deps.database);
  app.decorate('identity', identity);
  app.addHook('onClose', () => identity.close());
  const live = createLiveHub(app, MODULES);
  const declared = {
    deadlines: MODULES.flatMap((m) => (m.deadlines ? [m.deadlines] : [])),
    reminders: MODULES.flatMap((m) => (m.reminders ? [m.reminders] : [])),
    calendar: MODULES.flatMap((m) => (m.calendar ? [m.calendar] : [])),
  };
  app.decorate(
    'ctx',
    createContext(full, app.log, jobs, live, outbox, moduleHooks(MODULES), declared),
  );
  app.decorate('mail', outbox);
  app.decorate('live', live);
  await jobs.start();
  // Before the database closes (main.ts closes it after the app): a job under way finishes.
  app.addHook('onClose', () => jobs.stop());
  app.decorateRequest('auth', null);

  // The portal's hooks first (they see every route as it is added), then the libraries it is
  // served with, then its modules.
  registerPortalHooks(app);
  registerMailDelivery(app, outbox, () => app.deps.awaitMail);
  await registerExternalPlugins(app);
  await registerSessionsAndLimits(app);
  await registerApiDocs(app);
  await registerModules(app);

  await registerLiveChannel(app, live);
  // A serving process makes the platform's VAPID keys at its first start (kept after that).
  if (full.runJobs) await vapidKeys(app.ctx);
  if (deps.config.webDist) await serveWebApp(app, deps.config.webDist);
  return app;
}
