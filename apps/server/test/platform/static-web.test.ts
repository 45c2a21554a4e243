import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { ManualClock } from '../../src/lib/clock.js';
import { testDatabase } from '../support/database.js';
import { MemoryMailer } from '../support/memory-mailer.js';

let app: App;
let webDist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'shala-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en-GB"><title>Shala</title><body>signed-in app</body></html>',
  );
  await writeFile(
    path.join(webDist, 'public.html'),
    '<!doctype html><html lang="en-GB"><title>Shala</title><body>public app</body></html>',
  );
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  const config = { ...loadConfig({}), webDist };
  app = await buildApp(
    {
      config,
      database: await testDatabase(),
      clock: new ManualClock(),
      mailer: new MemoryMailer(),
    },
    { logger: false },
  );
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers the public pages with public.html, revalidated each time', async () => {
    for (const url of [
      '/auth',
      '/auth?returnUrl=%2Fterms',
      '/auth/signup',
      '/auth/verify-otp/login',
      '/auth/contactUs',
      '/policies',
      '/404',
      '/coming-soon',
      '/institute-details/5/about',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('public app');
    }
  });

  it('answers every other app path with index.html, revalidated each time', async () => {
    for (const url of ['/', '/profile-settings', '/contactus', '/authx', '/no/such/page?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('signed-in app');
    }
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('does not answer a missing asset or API path with the app', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/rest/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/No such address/);
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
