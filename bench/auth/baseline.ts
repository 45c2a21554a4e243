// The baseline of bench/auth: a bare Fastify 5 app with one GET route doing the single database
// read that /rest/auth/me needs (the session, by primary key, joined to its account), on the same
// kind of database as the server. No plugins, no hooks, no logger: what is left when the product's
// own layers are taken away.
//
// Run by run.ts as a child process, so that it gets its own event loop exactly like the server:
//   BASELINE_DB=pglite   BASELINE_DATA_DIR=/tmp/x        PORT=1234 node --import tsx auth/baseline.ts
//   BASELINE_DB=postgres BASELINE_DATABASE_URL=postgres://… PORT=1234 node --import tsx auth/baseline.ts
// The PostgreSQL database must already carry the server's schema (run.ts starts the server first);
// PGlite gets a fresh directory with the server's committed migrations applied as raw SQL.
// When listening it prints one JSON line: { ready, port, cookie, databaseVersion }.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import {
  openBaselineSql,
  runBaseline,
  type BaselineSql as Sql,
  serveBaseline,
} from '../common/baseline.js';

const BASELINE_PATH = '/me';
const COOKIE_NAME = 'shala_session';

const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/drizzle',
);

/** The server's committed drizzle migrations, in journal order, as single SQL statements. */
function migrationStatements(): string[] {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.flatMap((entry) =>
    readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** One verified account and one live session for it; returns the cookie that names the session. */
async function seedSession(sql: Sql): Promise<string> {
  const accountId = randomUUID();
  const suffix = randomBytes(4).toString('hex');
  await sql.query(
    `INSERT INTO accounts (id, username, email, password_hash, email_verified_at, created_at)
     VALUES ($1, $2, $3, 'not-a-hash', now(), now())`,
    [accountId, `bench_baseline_${suffix}`, `bench_baseline_${suffix}@example.test`],
  );
  const sessionId = randomBytes(32).toString('base64url');
  await sql.query(
    `INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, now(), now(), now() + interval '1 day')`,
    [sha256(sessionId), accountId],
  );
  return `${COOKIE_NAME}=${sessionId}`;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function sessionIdFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === COOKIE_NAME) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The same statement the server's findSessionWithAccount (drizzle) sends; expiry is judged in JS. */
const SESSION_READ = `
  SELECT s.id_hash, s.profile_id, s.created_at, s.last_seen_at, s.expires_at,
         a.id, a.username, a.email, a.account_role
    FROM sessions s
    JOIN accounts a ON a.id = s.account_id
   WHERE s.id_hash = $1
   LIMIT 1`;

async function main(): Promise<void> {
  // PGlite gets a fresh directory with the server's migrations; PostgreSQL already has them.
  const sql = await openBaselineSql(async (client) => {
    for (const statement of migrationStatements()) await client.exec(statement);
  });
  const cookie = await seedSession(sql);
  const [versionRow] = await sql.query('SELECT version() AS version');

  const app = Fastify({ logger: false });
  app.get(BASELINE_PATH, async (request, reply) => {
    const sessionId = sessionIdFrom(request.headers.cookie);
    if (!sessionId) return reply.status(401).send({ message: 'Not signed in' });
    const [row] = await sql.query(SESSION_READ, [sha256(sessionId)]);
    if (!row || new Date(row.expires_at as string | Date).getTime() <= Date.now()) {
      return reply.status(401).send({ message: 'Not signed in' });
    }
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      accountRole: row.account_role,
      profileId: row.profile_id,
    };
  });

  await serveBaseline(app, sql, { cookie, databaseVersion: String(versionRow?.version) });
}

runBaseline(main);
