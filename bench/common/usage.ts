// Where the time went during a step, read from Linux's /proc: CPU of the server process(es) (and
// their children, for a server that forks workers), of the PostgreSQL backends serving the bench
// database, and of the whole machine; and how many of those backends were busy (the server's pool
// holds 10 connections per process: all of them busy means requests wait for the pool).

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = clockTicks();
/** How often PostgreSQL's backends are listed while a step is measured. */
const SAMPLE_MS = 250;

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** utime + stime of `pid` in clock ticks (all its threads); undefined once it is gone. */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** `pid` and every process below it (a server that forks workers counts them all). */
function processTree(pid: number): number[] {
  const out = [pid];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) {
        out.push(...processTree(Number(child)));
      }
    }
  } catch {
    // gone, or no children file (older kernels): the pid alone
  }
  return out;
}

/** Busy and total jiffies of the whole machine (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1) ?? [];
  const n = cpu.map(Number);
  const total = n.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: total - idle, total };
}

/** Ticks per pid, first and latest reading, for processes that come and go during a window. */
class TickLedger {
  private readonly first = new Map<number, number>();
  private readonly last = new Map<number, number>();

  read(pids: number[]): void {
    for (const pid of pids) {
      const ticks = cpuTicks(pid);
      if (ticks === undefined) continue;
      if (!this.first.has(pid)) this.first.set(pid, ticks);
      this.last.set(pid, ticks);
    }
  }

  /** CPU over `seconds` in % of one core (200 % is both cores of this machine). */
  percent(seconds: number): number {
    let ticks = 0;
    for (const [pid, last] of this.last) ticks += last - (this.first.get(pid) ?? last);
    return (ticks / TICKS_PER_SECOND / seconds) * 100;
  }
}

export type Usage = {
  /** % of one core, per server process as started (its children included). */
  serverCpu: number[];
  /** % of one core, all backends of the bench database together; undefined on PGlite. */
  postgresCpu: number | undefined;
  /** Busy backends of the bench database (state active), mean and most, sampled every 250 ms. */
  busyConnections: { mean: number; max: number } | undefined;
  /** % of the whole machine's CPU that was busy (everyone's: the machine is shared). */
  machineBusy: number;
};

/** Reads usage around one measured window: `open()` when it starts, `close()` when it ends. */
export class UsageMeter {
  private servers: TickLedger[] = [];
  private postgres = new TickLedger();
  private busy: number[] = [];
  private machine = machineTicks();
  private machineBusy = 0;
  private startedAt = 0;
  private seconds = 0;
  private sampler: NodeJS.Timeout | undefined;
  private sampling: Promise<void> = Promise.resolve();

  constructor(
    private readonly serverPids: number[],
    /** A connection to the bench database, to list its backends; none on PGlite. */
    private readonly postgresClient: pg.Client | undefined,
  ) {}

  open(): void {
    this.startedAt = performance.now();
    this.machine = machineTicks();
    this.servers = this.serverPids.map((pid) => {
      const ledger = new TickLedger();
      ledger.read(processTree(pid));
      return ledger;
    });
    this.postgres = new TickLedger();
    this.busy = [];
    if (this.postgresClient) {
      this.sampling = this.sample();
      this.sampler = setInterval(() => {
        this.sampling = this.sampling.then(() => this.sample());
      }, SAMPLE_MS);
    }
  }

  close(): void {
    this.seconds = (performance.now() - this.startedAt) / 1000;
    clearInterval(this.sampler);
    // The backends' last reading, as the window closes (busy ones are counted while it is open).
    if (this.postgresClient) this.sampling = this.sampling.then(() => this.sample(false));
    this.servers.forEach((ledger, i) => {
      ledger.read(processTree(this.serverPids[i] as number));
    });
    const machine = machineTicks();
    this.machineBusy =
      ((machine.busy - this.machine.busy) / Math.max(1, machine.total - this.machine.total)) * 100;
  }

  /** The figures of the last window; waits for the PostgreSQL sampling still under way. */
  async result(): Promise<Usage> {
    await this.sampling;
    const mean = this.busy.length ? this.busy.reduce((a, b) => a + b, 0) / this.busy.length : 0;
    return {
      serverCpu: this.servers.map((ledger) => ledger.percent(this.seconds)),
      postgresCpu: this.postgresClient ? this.postgres.percent(this.seconds) : undefined,
      busyConnections: this.postgresClient
        ? { mean, max: this.busy.length ? Math.max(...this.busy) : 0 }
        : undefined,
      machineBusy: this.machineBusy,
    };
  }

  /** Lists the bench database's client backends (not this one) and reads their CPU. */
  private async sample(countBusy = true): Promise<void> {
    const client = this.postgresClient;
    if (!client) return;
    try {
      const { rows } = await client.query<{ pid: number; state: string | null }>(
        `SELECT pid, state FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND backend_type = 'client backend'`,
      );
      this.postgres.read(rows.map((r) => r.pid));
      if (countBusy) this.busy.push(rows.filter((r) => r.state === 'active').length);
    } catch {
      // A missed sample (PostgreSQL too busy to answer in time) leaves the others standing.
    }
  }
}
