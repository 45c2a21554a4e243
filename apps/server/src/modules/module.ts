import type { LiveMessageType } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';

/**
 * A background job a module declares: its queue's name and what one job does. The app's job
 * queue (jobs/queue.ts) runs them durably on the database: a job survives a restart, runs once
 * even with several processes, and is tried again when `run` throws.
 */
export type ModuleJob = {
  name: string;
  /** `attempt`: which try this is (0 the first) of how many retries the queue allows. */
  run(ctx: AppContext, data: unknown, attempt?: JobAttempt): Promise<void>;
  /**
   * `oneWaitingPerKey`: while a job of the queue waits, a send with the same singleton key (or
   * none, like another without one) is dropped; by default every send is a job of its own.
   */
  policy?: 'oneWaitingPerKey';
  /**
   * A job that ended (done, or given up by its own run) is deleted at once instead of kept as
   * completed (the mail outbox: a sent mail's body does not stay in the table).
   */
  deleteWhenDone?: boolean;
  /** The order to run one fetched batch in (jobs written in one instant come in any order). */
  order?: (a: unknown, b: unknown) => number;
  /** Tries after the first (with back-off from `delaySeconds`); 10 from 15 s unless given. */
  retry?: { limit: number; delaySeconds: number };
  /** Sent once when a serving process starts (a sweep for what a stopped portal left undone). */
  atStart?: boolean;
};

/** The job being run: its id, and its try (retryCount) against the queue's retryLimit. */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number };

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
   * What `profileId` missed since `since` (a reconnect's catch-up), oldest first, each with the
   * instant the client keeps as its next `since`.
   */
  /**
   * A profile's first socket opened anywhere (`online`), or its last one closed: called once, in
   * the process where it happened, after the shared presence changed (chat tells the profile's
   * chat partners with ONLINE_STATUS).
   */
  presence?: (ctx: AppContext, profileId: string, online: boolean) => Promise<void>;
  catchUp?: (
    ctx: AppContext,
    profileId: string,
    since: Date,
  ) => Promise<Array<{ messageType: LiveMessageType; body: unknown; at: Date }>>;
};

/**
 * What a server module offers the app: its routes (under /rest, with an optional prefix), its
 * background jobs, and its live-channel handlers. Each module's index.ts exports one;
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
};
