import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';

/** One hit counted: the hits of its window so far (this one included), and the time left. */
export type Hit = { count: number; ttlMs: number };

/**
 * Fixed-window hit counters, one per key (`login:ip:<digest>`), timed by the injected clock so
 * tests move time instead of sleeping. A window starts at a key's first hit. `by` (1 unless
 * given) is what the hit adds: 0 reads the count, -1 takes back a hit (a sign-in that
 * succeeded); neither starts a window (an ended or missing one reads as 0).
 */
export type HitCounter = {
  hit(key: string, windowMs: number, by?: number): Promise<Hit>;
  close(): Promise<void>;
  /**
   * Forgets what this process keeps of the counts (tests that empty the database under a running
   * app start each test with none); counts kept elsewhere (Redis) stay.
   */
  forget?(): void;
};

/** Past this many keys, finished windows are swept so a flood of addresses cannot grow memory. */
const SWEEP_ABOVE = 10_000;

/** Counters in this process's memory: PGlite's single process, and the fallback of the others. */
export function memoryCounter(clock: Clock): HitCounter {
  const counters = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs, by = 1) {
      const now = clock.now().getTime();
      let counter = counters.get(key);
      if (!counter || counter.endsAt <= now) {
        if (by <= 0) return { count: 0, ttlMs: 0 };
        if (counters.size > SWEEP_ABOVE) {
          for (const [k, c] of counters) if (c.endsAt <= now) counters.delete(k);
        }
        counter = { count: 0, endsAt: now + windowMs };
        counters.set(key, counter);
      }
      counter.count += by;
      return { count: counter.count, ttlMs: counter.endsAt - now };
    },
    async close() {},
    forget() {
      counters.clear();
    },
  };
}

/** At most one warning a minute while the shared counters fail. */
const WARN_EVERY_MS = 60_000;

/**
 * The shared counters, with `local` standing in while they fail (Redis or PostgreSQL down): a
 * hit is then counted in this process alone, with a warning. Each process limits on its own for
 * a while (at most WORKERS times the limit), which is neither a 500, nor a sign-in closed to
 * everyone, nor a limit gone.
 */
export function withFallback(
  shared: HitCounter,
  local: HitCounter,
  clock: Clock,
  log: FastifyBaseLogger,
): HitCounter {
  let warnedAt = Number.NEGATIVE_INFINITY;
  return {
    async hit(key, windowMs, by) {
      try {
        return await shared.hit(key, windowMs, by);
      } catch (error) {
        const now = clock.now().getTime();
        if (now - warnedAt >= WARN_EVERY_MS) {
          warnedAt = now;
          log.warn(
            { err: error, event: 'rate_limit_store_failed' },
            'rate-limit counters unavailable: counting in this process until they are back',
          );
        }
        return local.hit(key, windowMs, by);
      }
    },
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
    forget() {
      warnedAt = Number.NEGATIVE_INFINITY;
      shared.forget?.();
      local.forget?.();
    },
  };
}

/** How often one process deletes the rows of finished windows (the next hit resets them anyway). */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Counters in PostgreSQL's rate_limit_counters, shared by every process on the database: one
 * upsert per hit, which starts a new window when the row's has ended.
 */
export function postgresCounter(db: Db, clock: Clock): HitCounter {
  const c = rateLimitCounters;
  let sweptAt = Number.NEGATIVE_INFINITY;
  return {
    async hit(key, windowMs, by = 1) {
      const now = clock.now();
      if (now.getTime() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = now.getTime();
        await db.delete(c).where(lte(c.windowEndsAt, now));
      }
      const at = sql`${now.toISOString()}::timestamptz`;
      const ended = sql`${c.windowEndsAt} <= ${at}`;
      if (by <= 0) {
        const [open] = await db
          .update(c)
          .set({ count: sql`${c.count} + ${by}::integer` })
          .where(and(eq(c.key, key), gt(c.windowEndsAt, now)))
          .returning({ count: c.count, windowEndsAt: c.windowEndsAt });
        return open
          ? { count: open.count, ttlMs: open.windowEndsAt.getTime() - now.getTime() }
          : { count: 0, ttlMs: 0 };
      }
      const [row] = await db
        .insert(c)
        .values({ key, count: by, windowEndsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: c.key,
          set: {
            count: sql`CASE WHEN ${ended} THEN ${by}::integer ELSE ${c.count} + ${by}::integer END`,
            windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${c.windowEndsAt} END`,
          },
        })
        .returning({ count: c.count, windowEndsAt: c.windowEndsAt });
      if (!row) throw new Error('rate-limit upsert returned no row');
      return { count: row.count, ttlMs: row.windowEndsAt.getTime() - now.getTime() };
    },
    async close() {},
    forget() {
      sweptAt = Number.NEGATIVE_INFINITY;
    },
  };
}

/**
 * One hit in Redis, atomically: a hash holds the count and the window's end (in the injected
 * clock's milliseconds); an ended window starts again. PEXPIRE only lets Redis forget the key.
 */
const HIT_SCRIPT = `
local ends = redis.call('HGET', KEYS[1], 'ends')
local now = tonumber(ARGV[1])
local by = tonumber(ARGV[4])
if not ends or tonumber(ends) <= now then
  if by <= 0 then return {0, 0} end
  redis.call('HSET', KEYS[1], 'count', by, 'ends', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {by, tonumber(ARGV[2])}
end
local count = redis.call('HINCRBY', KEYS[1], 'count', by)
return {count, tonumber(ends) - now}
`;

type RedisWithHit = Redis & {
  rateLimitHit(
    key: string,
    now: string,
    windowMs: string,
    ends: string,
    by: string,
  ): Promise<[number, number]>;
};

/** REDIS_URL names a Redis the portal cannot reach: one line saying what to fix. */
export class RedisConnectError extends Error {}

const REDIS_CONNECT_TIMEOUT_MS = 5_000;

/** The one-line message for a failed first connection to REDIS_URL. */
export function redisProblem(error: unknown, redisUrl: string): string {
  const url = new URL(redisUrl);
  const where = `${url.hostname}:${url.port || '6379'}`;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const said = typeof failure.message === 'string' ? failure.message : String(error);
  const cannot = (why: string) => `Cannot connect to Redis at ${where} (${why}).`;
  switch (failure.code) {
    case 'ECONNREFUSED':
      return `${cannot('connection refused')} Start it, or unset REDIS_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${cannot('unknown host')} Fix the host in REDIS_URL, or unset it.`;
    case 'ETIMEDOUT':
      return `${cannot(`no answer within ${REDIS_CONNECT_TIMEOUT_MS / 1000} s`)} Check that it runs and that this machine may reach it, or unset REDIS_URL.`;
  }
  if (/NOAUTH|WRONGPASS|AUTH/i.test(said)) {
    return `Redis at ${where} refused the connection (${said}). Fix the user or password in REDIS_URL.`;
  }
  return `${cannot(said)} Check REDIS_URL, or unset it.`;
}

/**
 * Counters in Redis (REDIS_URL), shared by every process using it. The first connection must
 * succeed (else RedisConnectError); later outages reconnect in the background while commands
 * fail at once (no offline queue, a 1 s command timeout), so a request never waits on Redis.
 */
export async function redisCounter(redisUrl: string, clock: Clock): Promise<HitCounter> {
  let connected = false;
  let lastError: unknown;
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    // No retry before the first connection (the start says what is wrong), back-off after.
    retryStrategy: (times) => (connected ? Math.min(times * 200, 5_000) : null),
  }) as RedisWithHit;
  // Errors surface through the commands that fail; kept here for the start-up message.
  redis.on('error', (error) => {
    lastError = error;
  });
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new RedisConnectError(redisProblem(lastError ?? error, redisUrl));
  }
  connected = true;
  return {
    async hit(key, windowMs, by = 1) {
      const now = clock.now().getTime();
      const [count, ttlMs] = await redis.rateLimitHit(
        `shala:rate-limit:${key}`,
        String(now),
        String(windowMs),
        String(now + windowMs),
        String(by),
      );
      return { count, ttlMs };
    },
    async close() {
      connected = false;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Budgets spent where no route's preHandler runs (a SEND on the live channel) or that need what
 * a service knows (a chat message's kind): the same counters as the route limits, so they hold
 * across processes. Bound to them when the limits are registered; until then, and with
 * RATE_LIMITS=off, nothing is counted.
 */
export class Budgets {
  private counter: HitCounter | undefined;

  bind(counter: HitCounter): void {
    this.counter = counter;
  }

  /** Spends one of `key`'s `max` per window: the milliseconds to wait when none is left, else 0. */
  async spend(key: string, max: number, windowMs: number): Promise<number> {
    if (!this.counter) return 0;
    const hit = await this.counter.hit(key, windowMs);
    return hit.count > max ? Math.max(hit.ttlMs, 1) : 0;
  }
}
