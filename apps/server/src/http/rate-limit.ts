import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../lib/clock.js';
import { tooManyRequests } from '../lib/errors.js';
import { sha256Hex } from '../lib/tokens.js';

type Counter = { count: number; windowStart: number };
type StoreResult = { current: number; ttl: number };

/** Past this many keys, finished windows are swept so a flood of addresses cannot grow memory. */
const SWEEP_ABOVE = 10_000;

/**
 * @fastify/rate-limit's store contract with fixed windows timed by the injected clock, so tests
 * move time instead of sleeping. Counters live in this process's memory.
 */
function clockStore(clock: Clock) {
  return class ClockStore {
    private readonly counters = new Map<string, Counter>();

    incr(key: string, cb: (e: Error | null, r?: StoreResult) => void, timeWindow: number): void {
      const now = clock.now().getTime();
      let counter = this.counters.get(key);
      if (!counter || counter.windowStart + timeWindow <= now) {
        if (this.counters.size > SWEEP_ABOVE) this.sweep(now, timeWindow);
        counter = { count: 0, windowStart: now };
        this.counters.set(key, counter);
      }
      counter.count += 1;
      cb(null, { current: counter.count, ttl: counter.windowStart + timeWindow - now });
    }

    child(): ClockStore {
      return new ClockStore();
    }

    private sweep(now: number, timeWindow: number): void {
      for (const [key, c] of this.counters) {
        if (c.windowStart + timeWindow <= now) this.counters.delete(key);
      }
    }
  };
}

/** Registers the plugin with no global limit: routes opt in through `rateLimited`. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { clock } = app.deps;
  await app.register(fastifyRateLimit, { global: false, store: clockStore(clock) });
}

/**
 * One limit: at most `max` requests per `windowMinutes` for each key; no key, no limit. A key
 * may be looked up (the account a typed name belongs to).
 */
export type LimitRule = {
  name: string;
  max: number;
  windowMinutes: number;
  key: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
};

/** A limit a request ran into; `first` for the first refusal of the key in its window. */
export type LimitHit = { rule: LimitRule; first: boolean };

/** Called on a refused request, before the 429 leaves (auth notes it in the account's log). */
export type OnLimited = (request: FastifyRequest, hits: LimitHit[]) => Promise<void>;

export const byIp = (request: FastifyRequest): string => request.ip;

/** The account a form names (username or e-mail), lower-cased: read after the body is parsed. */
export const byBodyField =
  (field: string) =>
  (request: FastifyRequest): string | undefined => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
  };

export const bySignedInAccount = (request: FastifyRequest): string | undefined =>
  request.auth?.account.id;

/**
 * A preHandler enforcing every rule: it runs after validation, so per-account keys come from
 * the parsed body and malformed requests never count against anyone. A refusal is logged at
 * warn as `rate_limited` (the limits, the address, the route; keys only as short digests).
 */
export function rateLimited(
  app: FastifyInstance,
  rules: LimitRule[],
  onLimited?: OnLimited,
): preHandlerAsyncHookHandler {
  if (app.deps.config.rateLimits === false) return async () => {};
  const limiters = rules.map((rule) => {
    // The key found for a request, handed to the plugin's key generator.
    const keys = new WeakMap<FastifyRequest, string>();
    return {
      rule,
      keys,
      check: app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMinutes * 60_000,
        // Not a ban (this limiter never blocks by itself): `isBanned` turns true from the second
        // refusal of a window, which tells the first one apart.
        ban: 1,
        keyGenerator: (request) => `${rule.name}:${keys.get(request)}`,
      }),
    };
  });
  return async (request, reply) => {
    let waitMs = 0;
    const hits: LimitHit[] = [];
    const keysHit: string[] = [];
    for (const { rule, keys, check } of limiters) {
      const key = await rule.key(request);
      if (key === undefined) continue;
      keys.set(request, key);
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        waitMs = Math.max(waitMs, result.ttl);
        hits.push({ rule, first: !result.isBanned });
        keysHit.push(sha256Hex(key).slice(0, 12));
      }
    }
    if (waitMs > 0) {
      request.log.warn(
        {
          event: 'rate_limited',
          limits: hits.map((h) => h.rule.name),
          keys: keysHit,
          ip: request.ip,
          route: `${request.method} ${request.routeOptions.url}`,
        },
        'rate_limited',
      );
      await onLimited?.(request, hits);
      reply.header('retry-after', Math.ceil(waitMs / 1000));
      throw tooManyRequests(rateLimitMessage(waitMs));
    }
  };
}

export function rateLimitMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
