// WORKERS: how many processes serve the port. Only PostgreSQL can be shared by several: on the
// embedded database the start refuses in one line. (The cluster itself is tested on PostgreSQL
// in test/processes.)
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { exitOf, freePort, spawnServer } from '../processes/servers.js';

describe('WORKERS', () => {
  it('is one process by default, up to 32 with DATABASE_URL', () => {
    expect(loadConfig({}).workers).toBe(1);
    const url = 'postgres://shala@127.0.0.1:5432/shala';
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: url }).workers).toBe(4);
    for (const bad of ['0', '33', 'two', '1.5']) {
      expect(() => loadConfig({ WORKERS: bad, DATABASE_URL: url })).toThrow(/WORKERS/);
    }
  });

  it('refuses more than one on the embedded database, naming the fix', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      new ConfigError(
        'WORKERS=2 needs DATABASE_URL: the embedded database serves one process. Unset WORKERS or use PostgreSQL.',
      ),
    );
  });

  it('npm start with WORKERS=2 and no DATABASE_URL stops in one line, exit 1', async () => {
    const server = spawnServer({ WORKERS: '2', DATABASE_URL: '' }, await freePort());
    expect(await exitOf(server.child)).toBe(1);
    expect(server.output().trim()).toBe(
      'WORKERS=2 needs DATABASE_URL: the embedded database serves one process. Unset WORKERS or use PostgreSQL.',
    );
  }, 60_000);

  it('REDIS_URL is a redis:// or rediss:// address', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});
