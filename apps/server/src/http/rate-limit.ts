import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../lib/errors.js';
import { sha256Hex } from '../lib/tokens.js';
import {
  type HitCounter,
  memoryCounter,
  postgresCounter,
  redisCounter,
  withFallback,
} from './rate-limit-counters.js';

type StoreResult = { current: number; ttl: number };

/** @fastify/rate-limit's store contract over one set of counters, which every limiter shares. */
function counterStore(counter: HitCounter) {
  return class CounterStore {
    incr(key: string, cb: (e: Error | null, r?: StoreResult) => void, timeWindow: number): void {
      counter.hit(key, timeWindow).then(
        (h) => cb(null, { current: h.count, ttl: h.ttlMs }),
        (error: unknown) => cb(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): CounterStore {
      return this;
    }
  };
}

/**
 * Where the counters live: Redis when REDIS_URL is set, else the rate_limit_counters table on
 * PostgreSQL, both shared by every process (this process's memory standing in while they fail);
 * PGlite serves one process, so memory alone is enough there.
 */
async function openCounters(app: FastifyInstance): Promise<HitCounter> {
  const { clock, config, database } = app.deps;
  const orMemory = (shared: HitCounter) =>
    withFallback(shared, memoryCounter(clock), clock, app.log);
  if (config.redisUrl) return orMemory(await redisCounter(config.redisUrl, clock));
  if (database.kind === 'postgres') return orMemory(postgresCounter(database.db, clock));
  return memoryCounter(clock);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters, for limits the rules below cannot state (sign-in's slow-down). */
    rateLimitCounter: HitCounter;
  }
}

/** Registers the plugin with no global limit: routes opt in through `rateLimited`. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const counter = await openCounters(app);
  app.addHook('onClose', () => counter.close());
  app.decorate('rateLimitCounter', counter);
  if (app.deps.config.rateLimits !== false) app.ctx.budgets.bind(counter);
  await app.register(fastifyRateLimit, { global: false, store: counterStore(counter) });
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
        // A digest: what the counters keep (a table, Redis) holds no address or typed e-mail.
        keyGenerator: (request) => `${rule.name}:${sha256Hex(keys.get(request) ?? '')}`,
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
