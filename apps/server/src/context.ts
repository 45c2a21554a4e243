import type { CalendarEntry, Deadline } from '@shala/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { FileStorage } from './files/storage.js';
import { Budgets } from './http/rate-limit-counters.js';
import type { JobQueue } from './jobs/queue.js';
import type { Clock } from './lib/clock.js';
import type { Mailer, MailOutbox } from './mail/mailer.js';
import type { ModuleHooks } from './modules/hooks.js';
import { type PushNetwork, pushNetworkWith } from './modules/push/index.js';
import type { LiveChannel } from './realtime/live-channel.js';

/** What the app is built from, passed in so that tests can swap the clock, database and mailer. */
export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** Uploaded files; local disk under DATA_DIR/files unless given. */
  files?: FileStorage;
  /**
   * Run the modules' background jobs in this process (a serving process: main.ts). Without it the
   * app still sends jobs, which a serving process runs (tests run them where they say so).
   */
  runJobs?: boolean;
  /**
   * Tests: an answer leaves only after the mails its request wrote were tried once, so the
   * memory mailer holds them when the test reads it. Otherwise they are tried just after it.
   */
  awaitMail?: boolean;
  /**
   * Parts of the push job's network to replace (tests: a fake resolver, a loopback stub);
   * production passes nothing and pushes reach public addresses of push services only.
   */
  pushNetwork?: Partial<PushNetwork>;
};

/**
 * What every service may use, one shape for all modules. Services never see the HTTP request.
 * Its mailer is the durable outbox (mail/outbox.ts): `send(mail, tx)` writes the mail's job in
 * the caller's transaction; without one it never throws (a mail it cannot queue is logged).
 */
export type AppContext = {
  db: Db;
  clock: Clock;
  mailer: MailOutbox;
  config: Config;
  files: FileStorage;
  log: FastifyBaseLogger;
  /** Durable background jobs (jobs/queue.ts): modules send the jobs they declare. */
  jobs: JobQueue;
  /** The live channel (realtime/): modules publish what a profile should hear at once. */
  live: LiveChannel;
  /** Per-account budgets a service spends (chat sends), in the rate-limit counters. */
  budgets: Budgets;
  /** How pushes reach the browsers' push services (modules/push/push-network.ts). */
  pushNetwork: PushNetwork;
  /** Other modules' handlers of an event a service raises (modules/hooks.ts). */
  hooks: ModuleHooks;
  /** What the modules declare for notifications (ServerModule.deadlines, .reminders). */
  declared: Declared;
};

/** Upcoming Deadlines asks each module what these people should see coming. */
export type DeadlineAsk = {
  /** The acting profile: a deadline of anyone else is named after them ("Aarav: …"). */
  profileId: string;
  /** Whose data is the caller's (people's one rule), the acting profile first. */
  people: readonly string[];
  now: Date;
};

/**
 * What the modules declare for the cross-cutting notifications, which loop over it and so import
 * no domain: a new module (attendance, payroll …) adds its own in its module.ts.
 */
export type Declared = {
  /** Each module's Upcoming Deadlines for the people asked (the bell's second list). */
  deadlines: readonly ((ctx: AppContext, ask: DeadlineAsk) => Promise<Deadline[]>)[];
  /** Each module's reminders, raised with dedupe keys and announced by the hourly sweep. */
  reminders: readonly ((ctx: AppContext) => Promise<void>)[];
  /** Each module's calendar entries for the people asked (calendar: screens and .ics feeds). */
  calendar: readonly ((ctx: AppContext, ask: CalendarAsk) => Promise<CalendarEntry[]>)[];
};

/**
 * A calendar asks each module what these people have between two instants (exam windows, fee
 * due dates, holidays …): entries overlapping [from, to). A feed asks without a session, so a
 * source reads nothing of a request, only this.
 */
export type CalendarAsk = {
  /** Whose calendar: an entry of anyone else is named after them ("Aarav: …"). */
  profileId: string;
  /** Whose data is the profile's (people's one rule), the profile first. */
  people: readonly string[];
  from: Date;
  to: Date;
  now: Date;
};

export function createContext(
  deps: Required<AppDeps>,
  log: FastifyBaseLogger,
  jobs: JobQueue,
  live: LiveChannel,
  mailer: MailOutbox,
  hooks: ModuleHooks,
  declared: Declared,
): AppContext {
  return {
    db: deps.database.db,
    jobs,
    live,
    budgets: new Budgets(),
    clock: deps.clock,
    config: deps.config,
    files: deps.files,
    pushNetwork: pushNetworkWith(deps.pushNetwork),
    log,
    mailer,
    hooks,
    declared,
  };
}
