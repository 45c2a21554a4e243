// REDIS_URL: the rate-limit counters in Redis, shared by every process that uses it. Runs when
// TEST_REDIS_URL names a Redis (CI sets it when one answers). Redis outlives the test run, so
// every key, name and address here is new to each run.
import { randomBytes, randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type HitCounter, redisCounter } from '../../src/http/rate-limit-counters.js';
import { ManualClock } from '../../src/lib/clock.js';
import { buildTestApp, headers, type TestContext, useTestApp } from '../support/app.js';
import { signUpForm } from '../support/auth-helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;
const run = randomBytes(6).toString('hex');

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

describe('rate-limit counters in Redis', () => {
  it('counts hits in a fixed window timed by the injected clock, then starts a new one', async () => {
    const clock = new ManualClock();
    const counter: HitCounter = await redisCounter(REDIS_URL, clock);
    closing.push(() => counter.close());
    const key = `test:${run}:window`;
    expect(await counter.hit(key, 15 * MINUTE)).toEqual({ count: 1, ttlMs: 15 * MINUTE });
    clock.advance(10 * MINUTE);
    expect(await counter.hit(key, 15 * MINUTE)).toEqual({ count: 2, ttlMs: 5 * MINUTE });
    clock.advance(5 * MINUTE);
    expect(await counter.hit(key, 15 * MINUTE)).toEqual({ count: 1, ttlMs: 15 * MINUTE });
  });

  it('is one count for every client of the Redis, even under concurrent hits', async () => {
    const clock = new ManualClock();
    const first = await redisCounter(REDIS_URL, clock);
    const second = await redisCounter(REDIS_URL, clock);
    closing.push(
      () => first.close(),
      () => second.close(),
    );
    const key = `test:${run}:shared`;
    const seen = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).hit(key, MINUTE)),
    );
    expect(seen.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe('two apps on one Redis', () => {
  const a = useTestApp({ REDIS_URL });

  it('count wrong one-time codes sent alternately to each together: the 11th is refused', async () => {
    const b = await buildTestApp({ REDIS_URL });
    closing.push(() => b.app.close());
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const send = (t: TestContext, url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: headers(), payload });
    const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join(
      '',
    );
    const form = signUpForm({ lName: letters, email: `redis.${run}@example.com` });
    const signUp = await send(a, '/rest/auth/register', form);
    expect(signUp.statusCode, signUp.body).toBe(201);
    const { username } = signUp.json() as { username: string };

    const guess = (t: TestContext) =>
      send(t, '/rest/auth/otp/confirm', { username, otp: '000000' });
    for (let i = 0; i < 10; i += 1) {
      expect((await guess(i % 2 === 0 ? a : b)).statusCode, `guess ${i + 1}`).not.toBe(429);
    }
    expect((await guess(a)).statusCode).toBe(429);
    expect((await guess(b)).json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
      code: 'RATE_LIMITED',
    });
  });
});
