// Vitest's global setup for the server project: says which tests did not run for want of a
// shared server (vitest.config.ts leaves them out), so a run on a laptop without PostgreSQL or
// Redis is not mistaken for one that proved what several processes share.
export default function servicesNotice(): void {
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      'Not run: the tests of several server processes on one PostgreSQL (apps/server/test/processes): set TEST_DATABASE_URL=postgres://… (CI does in its PostgreSQL run).',
    );
  }
  if (!process.env.TEST_REDIS_URL) {
    console.log(
      'Not run: the Redis rate-limit tests (apps/server/test/redis): set TEST_REDIS_URL=redis://127.0.0.1:6379 (CI does when Redis answers).',
    );
  }
}
