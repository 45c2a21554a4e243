import type { AppContext, AppDeps } from '../context.js';
import type { DeclaredRoute } from '../http/access.js';
import type { RunningOutbox } from '../mail/outbox.js';
import type { IdentityCache } from '../modules/permissions/index.js';
import type { LiveHub } from '../realtime/hub.js';

// What buildApp (app.ts) decorates the Fastify instance with. Apart from context.ts, which every
// service imports, so that the services' context does not import the HTTP edge and the hub.
declare module 'fastify' {
  interface FastifyInstance {
    /** The app's dependencies as given (tests read the database and clock through them). */
    deps: Required<AppDeps>;
    /** The services' context: decorated once by buildApp, typed here, never cast. */
    ctx: AppContext;
    /** The mail outbox (mail/outbox.ts): tests try the due mails with `deliverDue()`. */
    mail: RunningOutbox;
    /** Every route with its access declaration, for the route-table tests. */
    declaredRoutes: DeclaredRoute[];
    /** Who is calling, cached in this process and dropped on every change (identity-cache.ts). */
    identity: IdentityCache;
    /** This process's live channel: its sockets, and the bus to the others (realtime/). */
    live: LiveHub;
  }
}
