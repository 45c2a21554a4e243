// The parts of a load generator the benches share: one keep-alive agent per server address with
// a bounded number of connections (as a reverse proxy's upstream pool, so that the generator
// does not spend its CPU on thousands of sockets), the count of requests open at once, and the
// generator's own CPU while a step is measured.

import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type Target = { host: string; port: number; agent: http.Agent };

/** One target per server address, each with at most `connections` keep-alive sockets. */
export function targetsOf(origins: string[], connections: number): Target[] {
  return origins.map((origin) => {
    const url = new URL(origin);
    return {
      host: url.hostname,
      port: Number(url.port),
      agent: new http.Agent({
        keepAlive: true,
        maxSockets: connections,
        maxFreeSockets: connections,
      }),
    };
  });
}

export function closeTargets(targets: Target[]): void {
  for (const t of targets) t.agent.destroy();
}

/** Requests open at once (sent or waiting for a connection): now, and the most seen. */
export class InFlight {
  count = 0;
  max = 0;
  private drained: (() => void) | undefined;

  constructor(private readonly timeoutMs: number) {}

  begin(): void {
    this.count += 1;
    if (this.count > this.max) this.max = this.count;
  }

  end(): void {
    this.count -= 1;
    if (this.count === 0) this.drained?.();
  }

  /** Resolves when no request is open any more, or after the request time-out (and a second). */
  drain(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.timeoutMs + 1_000);
      this.drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

export function sleepUntil(at: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
}

/** The generator process's CPU from now until `stop()` over `seconds`, in % of one core. */
export function generatorCpu(): { stop(seconds: number): number } {
  const atStart = process.cpuUsage();
  return {
    stop(seconds) {
      const cpu = process.cpuUsage(atStart);
      return ((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100;
    },
  };
}
