import type { LiveMessageType } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext, Declared } from '../context.js';
import type { ModuleJob } from '../jobs/module-job.js';
import type { ModuleHooks } from './hooks.js';

// The jobs a module declares are the job queue's type (jobs/module-job.ts), named here for modules.
export type { ModuleJob } from '../jobs/module-job.js';
export type { JobAttempt } from '../jobs/queue.js';
export type { InvitationAccepted, MemberLeftInstitute, ModuleHooks } from './hooks.js';

/** The profile a live frame comes from: one of the socket's account's own, subscribed. */
export type LiveSender = { accountId: string; profileId: string };

/** What a module does on the live channel (realtime/hub.ts calls these). */
export type ModuleLive = {
  /**
   * SEND frames to these destinations (chat: '/app/chat'): `body` is unchecked JSON; the answer
   * goes back in the RECEIPT frame. A thrown AppError becomes an ERROR frame with its message.
   */
  destinations?: Record<
    string,
    (ctx: AppContext, sender: LiveSender, body: unknown) => Promise<unknown>
  >;
  /**
   * Turns a published event's `ref` into the body each of `profileIds` (recipients with a socket
   * in this process) receives; a recipient missing from the answer receives nothing.
   */
  expand?: Partial<
    Record<
      LiveMessageType,
      (
        ctx: AppContext,
        ref: Record<string, unknown>,
        profileIds: string[],
      ) => Promise<Map<string, unknown>>
    >
  >;
  /**
   * A profile's first socket opened anywhere (`online`), or its last one closed: called once, in
   * the process where it happened, after the shared presence changed (chat tells the profile's
   * chat partners with ONLINE_STATUS).
   */
  presence?: (ctx: AppContext, profileId: string, online: boolean) => Promise<void>;
  /**
   * What `profileId` missed since `since` (a reconnect's catch-up), oldest first, each with the
   * instant the client keeps as its next `since`.
   */
  catchUp?: (
    ctx: AppContext,
    profileId: string,
    since: Date,
  ) => Promise<Array<{ messageType: LiveMessageType; body: unknown; at: Date }>>;
};

/**
 * What a server module offers the app: its routes (under /rest, with an optional prefix), its
 * background jobs, its live-channel handlers and its hooks. Each module's module.ts exports one (its
 * index.ts is what other modules may use, and imports no route, job or live file);
 * modules/index.ts lists them, and app.ts registers the list.
 */
export type ServerModule = {
  name: string;
  /** None for a module that only owns tables others use (people). */
  routes?: FastifyPluginAsyncZod;
  /** Under /rest: '/auth' for the auth module; none for the others. */
  prefix?: string;
  /** The jobs the module sends and runs (the exams' finalisation). */
  jobs?: ModuleJob[];
  live?: ModuleLive;
  /**
   * What the module does, in the raiser's transaction, on another module's event (admission:
   * an accepted invitation's child becomes its application's student). The raiser calls
   * ctx.hooks, built from every module's, and so imports none of them.
   */
  hooks?: Partial<ModuleHooks>;
  /** What a profile should see coming from this module (notifications' Upcoming Deadlines). */
  deadlines?: Declared['deadlines'][number];
  /** What the hourly reminder sweep raises for this module (exams starting, fees falling due). */
  reminders?: Declared['reminders'][number];
  /** What the module shows on a profile's calendar (exam windows, fee due dates, holidays). */
  calendar?: Declared['calendar'][number];
};
