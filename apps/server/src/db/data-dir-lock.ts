// One process owns an embedded (PGlite) database directory. PGlite keeps the database in the
// process's memory and writes it back to the directory, so a second process on the same
// directory silently loses one side's writes when both close. Before opening PGlite, the owner
// creates `<dir>.lock` holding its pid, host, boot id and process start time, the way
// PostgreSQL's postmaster.pid does; anyone else then refuses at once.
//
// Why not proper-lockfile (the npm standard)? It judges staleness by an mtime heartbeat alone:
// after a crash the next start is refused until the lock ages (10 s by default, so an
// immediate restart by a supervisor fails), a long event-loop stall lets a second process in
// while the owner is alive, and its refusal cannot say which process holds the directory. A pid
// check on the same machine is exact and immediate. The heartbeat is kept only where the pid
// cannot be checked: a lock written on another host (a recreated container, a shared disk).
import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, open, readFile, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';

/** A lock from another host is taken over once its owner has not touched it for this long. */
export const OTHER_HOST_STALE_MS = 2 * 60_000;
const HEARTBEAT_MS = 30_000;

type Owner = {
  pid: number;
  host: string;
  /** Linux's boot id: a lock from before a reboot is stale whatever its pid. */
  bootId?: string | undefined;
  /** The owner's start time (Linux, clock ticks since boot): tells a reused pid apart. */
  startTime?: string | undefined;
  startedAt: string;
  token: string;
};

export type DataDirLock = {
  /** The lock file, `<dir>.lock`. */
  file: string;
  /** Removes the lock file if it is still this process's. */
  release(): Promise<void>;
};

export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: Pick<Owner, 'pid' | 'host' | 'startedAt'>,
  ) {
    const other = owner.host !== os.hostname();
    super(
      `The embedded database ${dir} is in use by another Shala process (pid ${owner.pid}` +
        `${other ? ` on host ${owner.host}` : ''}, since ${owner.startedAt}); only one process ` +
        'may open it at a time. Stop the portal first (then run this again), or set DATABASE_URL ' +
        'to use a PostgreSQL server, which many processes can share.' +
        (other
          ? ` If ${owner.host} no longer runs Shala, the lock expires ${OTHER_HOST_STALE_MS / 60_000} minutes after its last heartbeat.`
          : ''),
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Lock files this process holds, so a lock naming our own pid is told apart from a leftover. */
const held = new Set<string>();

/**
 * Makes this process the one owner of the database directory `dir` (its parent must exist), or
 * throws DatabaseInUseError at once when a running process owns it. A lock whose owner is gone
 * (killed, crashed, machine restarted) is taken over.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const file = `${dir}.lock`;
  const me: Owner = {
    pid: process.pid,
    host: os.hostname(),
    bootId: currentBootId(),
    startTime: processStartTime(process.pid),
    startedAt: new Date().toISOString(),
    token: randomBytes(16).toString('hex'),
  };
  // Written whole to a private file, then linked into place: link() fails if the lock exists,
  // and nobody ever reads a half-written lock.
  const draft = `${file}.${process.pid}.${me.token}`;
  const handle = await open(draft, 'wx');
  try {
    await handle.writeFile(JSON.stringify(me));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = await readOwner(file);
      if (owner === 'gone') continue;
      // Two processes taking over the same stale lock at once could both win; PostgreSQL's
      // postmaster.pid accepts the same. After three rounds, someone else is faster: refuse.
      if ((owner !== 'unreadable' && (await isRunning(owner, file))) || attempt >= 2) {
        throw new DatabaseInUseError(dir, owner === 'unreadable' ? unknownOwner : owner);
      }
      await rm(file, { force: true });
    }
  } finally {
    await rm(draft, { force: true });
  }
  return own(file, me.token);
}

const unknownOwner = { pid: 0, host: 'unknown', startedAt: 'unknown' };

function own(file: string, token: string): DataDirLock {
  held.add(file);
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // A process that exits without closing the database (a start-up error, process.exit) still
  // leaves the directory free; a killed one leaves a lock that the next start sees is stale.
  const releaseSync = () => {
    clearInterval(heartbeat);
    held.delete(file);
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as Owner).token === token) unlinkSync(file);
    } catch {
      // Already gone or not ours: nothing to release.
    }
  };
  process.on('exit', releaseSync);
  return {
    file,
    release: async () => {
      process.off('exit', releaseSync);
      releaseSync();
    },
  };
}

async function readOwner(file: string): Promise<Owner | 'gone' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Partial<Owner>;
    if (Number.isInteger(owner.pid) && (owner.pid as number) > 0 && owner.host) {
      return owner as Owner;
    }
  } catch {
    // Not JSON: treated below.
  }
  // Locks are linked into place whole, so garbage is not a live owner's: a damaged disk, or a
  // hand edit. It is taken over.
  return 'unreadable';
}

async function isRunning(owner: Owner, file: string): Promise<boolean> {
  if (owner.host !== os.hostname()) {
    // Its pid means nothing here: trust the owner's heartbeat.
    const touched = await stat(file).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    return Date.now() - touched < OTHER_HOST_STALE_MS;
  }
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  // Our own pid in a lock we do not hold: left by an earlier process that had the same pid
  // (a restarted container runs the portal under the same pid every time).
  if (owner.pid === process.pid) return held.has(file);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const startTime = processStartTime(owner.pid);
  return !(owner.startTime && startTime && owner.startTime !== startTime);
}

function currentBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat (Linux); the name in field 2 may hold spaces, so count from ')'. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
