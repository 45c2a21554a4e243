import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { AppDeps } from '../../src/context.js';
import { ManualClock } from '../../src/lib/clock.js';
import { testDatabase } from './database.js';
import { MemoryMailer } from './memory-mailer.js';

export type TestContext = { app: App; clock: ManualClock; mailer: MemoryMailer };

/** Dependencies a test file may replace (the push job's network: a fake resolver, a stub). */
export type TestDeps = Pick<AppDeps, 'pushNetwork'>;

/** A fresh app on the worker's emptied database, with a clock that moves only when told. */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  deps: TestDeps = {},
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
    { logger: false },
  );
  await app.ready();
  return { app, clock, mailer };
}

/**
 * A fresh app for each test of the file, closed after it. The returned object is filled in
 * before every test, so tests read `t.app`, `t.clock`, `t.mailer` as usual.
 */
export function useTestApp(env: NodeJS.ProcessEnv = {}, deps: TestDeps = {}): TestContext {
  const context = {} as TestContext;
  beforeEach(async () => {
    Object.assign(context, await buildTestApp(env, deps));
  });
  afterEach(async () => {
    await context.app.close();
  });
  return context;
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
