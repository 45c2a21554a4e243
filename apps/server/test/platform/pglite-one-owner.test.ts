// Issue 8: `npm run demo` next to a running portal on the same DATA_DIR printed "created" and
// exited 0, and whichever process closed last overwrote the other's writes. Real processes here
// (the run's build of the server and the demo, support/server-build.ts): the demo must refuse
// at once and the portal's data must survive, also across a restart.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@shala/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { builtEntry } from '../support/built-server.js';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN = {
  username: 'lock_admin',
  password: 'Lock-Owner#7319',
  email: 'lock.admin@example.com',
};

let dataDir: string;
const running: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(stop));
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** An entry (the portal, the demo) as its own process, with the portal's settings. */
function run(entry: 'main' | 'demo', port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [builtEntry(entry)], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      INITIAL_ADMIN_USERNAME: ADMIN.username,
      INITIAL_ADMIN_PASSWORD: ADMIN.password,
      INITIAL_ADMIN_EMAIL: ADMIN.email,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (b: Buffer) => chunks.push(b.toString()));
  child.stderr?.on('data', (b: Buffer) => chunks.push(b.toString()));
  return { child, output: () => chunks.join('') };
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** Graceful shutdown, as Ctrl+C or a service manager asks for it. */
async function stop(child: ChildProcess): Promise<void> {
  const exited = exitOf(child);
  child.kill('SIGTERM');
  await exited;
}

/** Starts the portal and waits until it answers /rest/health. */
async function startPortal(port: number) {
  const server = run('main', port);
  running.push(server.child);
  const url = `http://127.0.0.1:${port}`;
  // Start-up opens PGlite and applies migrations: a while on a busy two-core machine.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${server.output()}`);
    }
    const health = await fetch(`${url}${API.health}`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child: server.child };
}

let trace = 0;
async function call(url: string, method: string, body?: unknown, cookie?: string) {
  trace += 1;
  return fetch(url, {
    method,
    headers: {
      traceid: `lock-test-${trace}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(url: string, username: string, password: string) {
  const res = await call(`${url}${API.login}`, 'POST', { username, password });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shala_session='));
  return { status: res.status, cookie: cookie?.split(';')[0] };
}

describe('one process owns a PGlite data directory', () => {
  it('the demo refuses at once while the portal runs on the same DATA_DIR, and writes nothing', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shala-one-owner-'));
    const port = await freePort();
    const portal = await startPortal(port);
    const contact = await call(`${portal.url}${API.contact}`, 'POST', {
      contactPerson: 'Meera Nair',
      email: 'meera.nair@example.com',
      phoneNo: '9876543210',
      category: 'GENERAL_QUERY',
      subject: 'Written while the demo ran',
      content: 'Does the portal handle transport fees?',
    });
    expect(contact.status).toBe(201);

    const demo = run('demo', port);
    const code = await exitOf(demo.child);
    expect(code).not.toBe(0);
    const pgDir = path.join(dataDir, 'pg');
    expect(demo.output()).toContain(
      `The embedded database ${pgDir} is in use by another Shala process (pid ${portal.child.pid}`,
    );
    expect(demo.output()).toContain('Stop the portal first');
    expect(demo.output()).toContain('DATABASE_URL');
    // Refused before opening the database: no stack trace, no demo account listed.
    expect(demo.output()).not.toContain('Demo accounts');
    expect(demo.output()).not.toMatch(/\n\s+at /);

    // A second portal on the same directory refuses the same way.
    const second = run('main', await freePort());
    expect(await exitOf(second.child)).not.toBe(0);
    expect(second.output()).toContain(`The embedded database ${pgDir} is in use`);

    // The portal still answers, and after a restart (the first process released the directory
    // when it shut down) its contact request is there and the demo school is not.
    const admin = await signIn(portal.url, ADMIN.username, ADMIN.password);
    expect(admin.status).toBe(200);
    await stop(portal.child);
    const restarted = await startPortal(port);
    const again = await signIn(restarted.url, ADMIN.username, ADMIN.password);
    expect(again.status).toBe(200);
    const list = await call(
      `${restarted.url}/rest/admin/contact-requests`,
      'GET',
      undefined,
      again.cookie,
    );
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({
      total: 1,
      items: [{ subject: 'Written while the demo ran' }],
    });
    expect((await signIn(restarted.url, 'anita_desai', 'Admin@1234')).status).not.toBe(200);
    // Four processes start, two of them portals allowed 90 s each to answer: on a loaded CI host
    // the sum passed three minutes.
  }, 360_000);
});
