import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { AppDeps } from '../../src/context.js';
import { truncateAll } from '../../src/db/client.js';
import { ManualClock } from '../../src/lib/clock.js';
import { forgetVapidKeys } from '../../src/modules/push/vapid.js';
import { testDatabase } from './database.js';
import { expectFiguresKept } from './kept-figures.js';
import { MemoryMailer } from './memory-mailer.js';

export type TestContext = { app: App; clock: ManualClock; mailer: MemoryMailer };

/**
 * Dependencies a test file may replace (the push job's network: a fake resolver, a stub), and a
 * logger for a test that reads the log (none by default: tests stay quiet).
 */
export type TestDeps = Pick<AppDeps, 'pushNetwork'> & { logger?: FastifyBaseLogger };

/** A fresh app on the worker's emptied database, with a clock that moves only when told. */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  { logger, ...deps }: TestDeps = {},
): Promise<TestContext> {
  const database = await testDatabase();
  const clock = new ManualClock();
  const mailer = new MemoryMailer();
  const config = loadConfig({
    PUBLIC_URL: 'http://shala.test',
    LOG_LEVEL: 'silent',
    // Uploaded files of this worker's tests; never the project's ./data.
    DATA_DIR: path.join(os.tmpdir(), `shala-test-${process.pid}`),
    ...env,
  });
  // A request's mails are tried before its answer, so tests read them right after it.
  const app = await buildApp(
    { config, database, clock, mailer, awaitMail: true, ...deps },
    { logger: logger ?? false },
  );
  await app.ready();
  built.set(app, { startsAt: clock.now().getTime(), deps: { ...app.deps } });
  return { app, clock, mailer };
}

/** What resetTestApp puts back: the clock's start, and the dependencies as built. */
const built = new WeakMap<App, { startsAt: number; deps: App['deps'] }>();

/**
 * Puts an app of buildTestApp back as it was built, for the next test: what the last test left
 * under way is finished (its sockets, its mails, its sessions' touches), the database emptied
 * (jobs included), and what the app keeps in memory forgotten — who is calling (emptying tables
 * fires no trigger, so no notice tells the cache), the rate-limit counts, the VAPID keys — and
 * the clock, the mailer and the dependencies a test may have changed are as they were built.
 */
export async function resetTestApp(t: TestContext): Promise<void> {
  const { app, clock, mailer } = t;
  const fresh = built.get(app);
  if (!fresh) throw new Error('resetTestApp: not an app of buildTestApp');
  await app.live.endAll();
  // Mails a request left on their way (awaitMail off): delivered now, not into the next test.
  await app.mail.deliverDue();
  await app.sessionTouches.flush();
  Object.assign(app.deps, fresh.deps);
  mailer.reset();
  await truncateAll(app.deps.database.db);
  app.identity.notice('*');
  app.rateLimitCounter.forget?.();
  forgetVapidKeys(app.ctx);
  clock.advance(fresh.startsAt - clock.now().getTime());
}

/**
 * One app for the tests of the file (or of the describe block it is called in), built before
 * the first and put back as built before each other one (resetTestApp), closed after the last.
 * The returned object is filled in before the first test, so tests read `t.app`, `t.clock`,
 * `t.mailer` as usual. Building an app (223 routes and their schemas, the job queue, the
 * listeners) costs far more than emptying one. `env` may be a function, read in beforeAll, when
 * the settings name something an earlier beforeAll starts (useOnlineApp's gateway stub).
 */
export function useTestApp(
  env: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv) = {},
  deps: TestDeps = {},
): TestContext {
  const context = {} as TestContext;
  let clean = false;
  beforeAll(async () => {
    Object.assign(context, await buildTestApp(typeof env === 'function' ? env() : env, deps));
    listenOnce(context.app);
    clean = true;
  });
  beforeEach(async () => {
    if (!clean) await resetTestApp(context);
    clean = false;
  });
  // Whatever a test wrote, the figures the database keeps by trigger still add up.
  afterEach(async () => {
    if (context.app) await expectFiguresKept(context.app.deps.database.db);
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}

/**
 * The tests of a file share its app: the first that listens opens the port, the next ones are
 * answered the same address (a second listen of one Fastify app throws).
 */
function listenOnce(app: App): void {
  const listen = app.listen.bind(app) as (opts?: object) => Promise<string>;
  let address: Promise<string> | undefined;
  app.listen = ((opts?: object) => {
    address ??= listen(opts);
    return address;
  }) as App['listen'];
}

let traceCounter = 0;
/** Headers a browser of ours sends: a fresh traceId, and the session cookie when given. */
export function headers(cookie?: string): Record<string, string> {
  traceCounter += 1;
  const h: Record<string, string> = {
    traceid: `test-trace-${traceCounter.toString().padStart(6, '0')}`,
  };
  if (cookie) h.cookie = cookie;
  return h;
}

/** The `name=value` part of the session cookie a response set, for the next request. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'shala_session');
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `shala_session=${cookie.value}`;
}
