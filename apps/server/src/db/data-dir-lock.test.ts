import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DatabaseInUseError, lockDataDir, OTHER_HOST_STALE_MS } from './data-dir-lock.js';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'shala-lock-'));
  dir = path.join(root, 'pg');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const lockFile = () => `${dir}.lock`;
const ownerInFile = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as Record<string, unknown>;

/** Leaves a lock as a process that no longer runs would have: written by hand, not held. */
function leaveLock(owner: Record<string, unknown>) {
  writeFileSync(
    lockFile(),
    JSON.stringify({
      host: os.hostname(),
      startedAt: '2026-11-23T10:00:00.000Z',
      token: 'x',
      ...owner,
    }),
  );
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('one owner per PGlite directory', () => {
  it('acquires, refuses a second owner naming the directory, and frees it on release', async () => {
    const lock = await lockDataDir(dir);
    expect(ownerInFile()).toMatchObject({ pid: process.pid, host: os.hostname() });

    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(second).rejects.toThrow(
      `The embedded database ${dir} is in use by another Shala process (pid ${process.pid}`,
    );
    await expect(second).rejects.toThrow(/Stop the portal first.*DATABASE_URL/);

    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('refuses while another running process on this machine owns the directory', async () => {
    leaveLock({ pid: process.ppid });
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${process.ppid}, since 2026-11-23`);
    expect(ownerInFile().pid).toBe(process.ppid);
  });

  it('takes over a lock whose process is gone (killed, crashed)', async () => {
    leaveLock({ pid: await deadPid() });
    const lock = await lockDataDir(dir);
    expect(ownerInFile().pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock from before a restart of the machine or with a reused pid', async () => {
    leaveLock({ pid: process.ppid, bootId: 'an-earlier-boot' });
    await (await lockDataDir(dir)).release();

    // Our own pid, in a lock this process does not hold: an earlier run of a restarted container.
    leaveLock({ pid: process.pid });
    await (await lockDataDir(dir)).release();

    // A live pid whose process started at another time than the owner's (Linux reads start times).
    leaveLock({ pid: process.ppid, startTime: '1' });
    const reused = lockDataDir(dir);
    if (process.platform === 'linux') await (await reused).release();
    else await expect(reused).rejects.toBeInstanceOf(DatabaseInUseError);
  });

  it('takes over a damaged lock file', async () => {
    writeFileSync(lockFile(), '{"pid":');
    await (await lockDataDir(dir)).release();
  });

  it('trusts a lock from another host while its owner keeps it fresh, then takes it over', async () => {
    leaveLock({ pid: 1, host: 'portal-a1b2c3' });
    await expect(lockDataDir(dir)).rejects.toThrow(
      /pid 1 on host portal-a1b2c3, .*If portal-a1b2c3 no longer runs Shala, the lock expires 2 minutes after its last heartbeat/,
    );
    const silentSince = new Date(Date.now() - OTHER_HOST_STALE_MS - 1000);
    utimesSync(lockFile(), silentSince, silentSince);
    await (await lockDataDir(dir)).release();
  });

  it('openDatabase refuses before creating or opening anything, and closing frees the directory', async () => {
    const lock = await lockDataDir(dir);
    await expect(openDatabase({ dataDir: root })).rejects.toBeInstanceOf(DatabaseInUseError);
    expect(existsSync(dir)).toBe(false);
    await lock.release();

    const database = await openDatabase({ dataDir: root });
    await expect(openDatabase({ dataDir: root })).rejects.toBeInstanceOf(DatabaseInUseError);
    await database.close();
    expect(existsSync(lockFile())).toBe(false);
  });
});
