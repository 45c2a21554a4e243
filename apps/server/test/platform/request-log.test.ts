import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { ManualClock } from '../../src/lib/clock.js';
import { testDatabase } from '../support/database.js';
import { MemoryMailer } from '../support/memory-mailer.js';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
});

it("writes request logs that carry the request's traceId header", async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  app = await buildApp(
    {
      config: loadConfig({}),
      database: await testDatabase(),
      clock: new ManualClock(),
      mailer: new MemoryMailer(),
    },
    { logger },
  );
  await app.inject({ method: 'GET', url: '/rest/health', headers: { traceid: 'trace-abc-12345' } });
  await app.inject({ method: 'GET', url: '/rest/health', headers: { traceid: 'bad id <script>' } });

  const traced = lines.filter((l) => l.traceId === 'trace-abc-12345');
  expect(traced.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  // A malformed trace id is not trusted into the logs; the request gets an id of its own.
  expect(lines.some((l) => l.traceId === 'bad id <script>')).toBe(false);
  expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(2);
});
