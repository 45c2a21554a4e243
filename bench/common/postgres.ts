// The PostgreSQL database a bench measures on: a fresh one per run on the server named by
// BENCH_DATABASE_URL, over loopback only; skipped, with the reason, when it cannot be had.

import pg from 'pg';

/** `PostgreSQL 15.20 (Debian …) on x86_64-pc-linux-gnu, …` without the platform. */
export function shortVersion(version: string): string {
  const on = version.indexOf(' on ');
  return on > 0 ? version.slice(0, on) : version;
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host === '::1';
}

/** Creates a fresh database `name` on the server of `adminUrl`; the reason when it cannot. */
export async function preparePostgres(
  adminUrl: string,
  name: string,
): Promise<{ url: string; version: string; drop(): Promise<void> } | { skipped: string }> {
  if (!isLoopbackUrl(adminUrl)) {
    return {
      skipped: `Skipped: ${adminUrl} is not a loopback address; this bench measures over loopback only.`,
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => {});
    return {
      skipped: `Skipped: PostgreSQL at ${adminUrl} did not answer (${(error as Error).message}). Set BENCH_DATABASE_URL to a reachable server.`,
    };
  }
  const version = shortVersion(String((await admin.query('SELECT version() AS v')).rows[0]?.v));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
