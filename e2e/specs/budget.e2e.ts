import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { usePortal } from '../fixtures/portal.js';

const portal = usePortal();

describe('what the browser downloads', () => {
  it('keeps the public pages, the dashboard after sign-in and each lazily loaded module within the JavaScript budget (apps/web/scripts/budget.mjs)', () => {
    // The copy of the build this run serves (see fixtures/build-snapshot.ts).
    const web = path.join(inject('buildRoot'), 'apps/web');
    const run = spawnSync(process.execPath, [path.join(web, 'scripts/budget.mjs')], {
      cwd: web,
      encoding: 'utf8',
    });
    expect(run.status, `budget.mjs failed:\n${run.stderr}${run.stdout.slice(-1500)}`).toBe(0);
    expect(run.stdout).toMatch(/budget: ok, the heaviest public page/);
    expect(run.stdout).toMatch(/budget: ok, the dashboard after sign-in/);
    expect(run.stdout).toMatch(/budget: ok, no lazily loaded module adds more than 60 KB/);
  });

  it('serves index.html to revalidate and hashed JavaScript compressed and immutable', async () => {
    const index = await fetch(`${portal.url}/auth`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    expect(index.headers.get('cache-control')).toMatch(/no-cache/);
    const html = await index.text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html loads a script from /assets/').toBeDefined();

    for (const encoding of ['br', 'gzip']) {
      const asset = await fetch(`${portal.url}${script}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe(encoding);
      expect(asset.headers.get('cache-control')).toMatch(/immutable/);
      expect(asset.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect((await asset.text()).length).toBeGreaterThan(100);
    }
  });
});
