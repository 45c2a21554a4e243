// The server process(es) a bench setup measures: one, or several on one PostgreSQL (one per
// port, or one server with WORKERS=N).

import type { Spread } from './env.js';
import type { Child } from './processes.js';
import { startServer } from './servers.js';

/** Connections in each server process's pool (apps/server/src/db/client.ts). */
export const POOL_PER_PROCESS = 10;

export type Setup = {
  title: string;
  /** Where the browsers send their calls; browser i uses origins[i % origins.length]. */
  origins: string[];
  /** The processes started, whose CPU (with their children's) is measured. */
  children: Child[];
  poolSize: number;
};

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four'];
const words = (n: number) => COUNT_WORDS[n] ?? String(n);

/**
 * `count` server processes on the same database. `ports`: each its own process on its own port,
 * the browsers split between them, as behind a reverse proxy. `workers`: one server started with
 * WORKERS=count (node:cluster), every browser on its port; its workers are counted as the
 * started process's children.
 */
export async function startSetup(
  kind: string,
  count: number,
  spread: Spread,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<Setup> {
  const children: Child[] = [];
  try {
    if (count > 1 && spread === 'workers') {
      const server = await startServer(dataDir, databaseUrl, { WORKERS: String(count) });
      children.push(server.child);
      return {
        title: `${kind}, WORKERS=${count} on one port`,
        origins: [server.origin],
        children,
        poolSize: count * POOL_PER_PROCESS,
      };
    }
    const origins: string[] = [];
    // One after the other: each start runs the migrations and the initial admin's check.
    for (let i = 0; i < count; i += 1) {
      const server = await startServer(dataDir, databaseUrl);
      children.push(server.child);
      origins.push(server.origin);
    }
    return {
      title:
        count === 1
          ? `${kind}, one process`
          : `${kind}, ${words(count)} processes (one port each, browsers split between them)`,
      origins,
      children,
      poolSize: count * POOL_PER_PROCESS,
    };
  } catch (error) {
    await Promise.all(children.map((c) => c.stop()));
    throw error;
  }
}
