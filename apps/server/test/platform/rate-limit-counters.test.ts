// The counters behind the rate limits: PostgreSQL's table (shared by the processes of a
// cluster), memory (PGlite's one process) and the fallback while the shared ones fail. The
// table runs here on the worker's test database, PGlite or PostgreSQL alike.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../src/db/schema/index.js';
import {
  type HitCounter,
  memoryCounter,
  postgresCounter,
  RedisConnectError,
  SWEEP_EVERY_MS,
  withFallback,
} from '../../src/http/rate-limit-counters.js';
import { ManualClock } from '../../src/lib/clock.js';
import { createLogger } from '../../src/lib/logger.js';
import { buildTestApp, useTestApp } from '../support/app.js';

const t = useTestApp();
const MINUTE = 60_000;

async function hits(counter: HitCounter, key: string, n: number, windowMs = 15 * MINUTE) {
  const seen = [];
  for (let i = 0; i < n; i += 1) seen.push(await counter.hit(key, windowMs));
  return seen;
}

describe('rate-limit counters in PostgreSQL', () => {
  it('counts hits in a fixed window, then starts a new one when it has ended', async () => {
    const counter = postgresCounter(t.app.deps.database.db, t.clock);
    expect(await hits(counter, 'login:ip:a', 3)).toEqual([
      { count: 1, ttlMs: 15 * MINUTE },
      { count: 2, ttlMs: 15 * MINUTE },
      { count: 3, ttlMs: 15 * MINUTE },
    ]);
    t.clock.advance(10 * MINUTE);
    expect(await counter.hit('login:ip:a', 15 * MINUTE)).toEqual({ count: 4, ttlMs: 5 * MINUTE });
    expect(await counter.hit('login:ip:b', 15 * MINUTE)).toEqual({ count: 1, ttlMs: 15 * MINUTE });
    t.clock.advance(5 * MINUTE);
    expect(await counter.hit('login:ip:a', 15 * MINUTE)).toEqual({ count: 1, ttlMs: 15 * MINUTE });
  });

  it('is one count for every process on the database', async () => {
    const { db } = t.app.deps.database;
    const first = postgresCounter(db, t.clock);
    const second = postgresCounter(db, t.clock);
    await hits(first, 'otp:account:x', 2);
    await hits(second, 'otp:account:x', 2);
    expect(await first.hit('otp:account:x', 15 * MINUTE)).toMatchObject({ count: 5 });
  });

  it('keeps concurrent hits apart: none is lost', async () => {
    const counter = postgresCounter(t.app.deps.database.db, t.clock);
    const seen = await Promise.all(
      Array.from({ length: 20 }, () => counter.hit('burst', 15 * MINUTE)),
    );
    expect(seen.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('sweeps the rows of ended windows now and then', async () => {
    const { db } = t.app.deps.database;
    const counter = postgresCounter(db, t.clock);
    await counter.hit('old', MINUTE);
    await counter.hit('long', 60 * MINUTE);
    t.clock.advance(SWEEP_EVERY_MS);
    await counter.hit('new', MINUTE);
    const keys = (await db.select().from(rateLimitCounters)).map((r) => r.key).sort();
    expect(keys).toEqual(['long', 'new']);
  });
});

describe('rate-limit counters in memory', () => {
  it('keeps each key to its own window, whatever the windows of the others', async () => {
    const clock = new ManualClock();
    const counter = memoryCounter(clock);
    await counter.hit('day', 24 * 60 * MINUTE);
    for (let i = 0; i < 10_001; i += 1) await counter.hit(`short-${i}`, MINUTE);
    clock.advance(2 * MINUTE);
    // A key past the sweep threshold clears the ended one-minute windows, not the day's.
    await counter.hit('another', MINUTE);
    expect(await counter.hit('day', 24 * 60 * MINUTE)).toMatchObject({ count: 2 });
  });
});

describe('when the shared counters fail', () => {
  it('counts in this process instead and warns once a minute, never failing the request', async () => {
    const clock = new ManualClock();
    const lines: string[] = [];
    const log = createLogger({ logLevel: 'warn' }, { write: (line: string) => lines.push(line) });
    const broken: HitCounter = {
      hit: () => Promise.reject(new Error('connection terminated')),
      close: async () => {},
    };
    const counter = withFallback(broken, memoryCounter(clock), clock, log);
    expect(await hits(counter, 'k', 3)).toMatchObject([{ count: 1 }, { count: 2 }, { count: 3 }]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 40,
      event: 'rate_limit_store_failed',
      err: { message: 'connection terminated' },
    });
    clock.advance(MINUTE);
    await counter.hit('k', 15 * MINUTE);
    expect(lines).toHaveLength(2);
  });

  it('stops the start in one line when REDIS_URL names a Redis that does not answer', async () => {
    const port = await closedPort();
    await expect(buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` })).rejects.toThrow(
      new RedisConnectError(
        `Cannot connect to Redis at 127.0.0.1:${port} (connection refused). Start it, or unset REDIS_URL.`,
      ),
    );
  });
});

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
