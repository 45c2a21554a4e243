import pg from 'pg';

/**
 * DATABASE_URL names a PostgreSQL server the portal cannot use: its message says in one line
 * what failed and how to fix it (the start prints it without a stack, as for a bad setting).
 */
export class DatabaseConnectError extends Error {}

/** How long the first connection may take before the server counts as not answering. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** Where DATABASE_URL points, for messages: host:port (or the socket directory), no secrets. */
export function serverOf(databaseUrl: string): {
  where: string;
  database: string;
  user: string;
} {
  const url = new URL(databaseUrl);
  const socket = url.searchParams.get('host');
  const host = socket ?? (url.hostname || 'localhost');
  const port = url.searchParams.get('port') ?? (url.port || '5432');
  return {
    where: socket?.startsWith('/') ? socket : `${host}:${port}`,
    // Without a database in the address, PostgreSQL opens the one named as the user.
    database: decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username),
    user: decodeURIComponent(url.username) || 'the default user',
  };
}

type PgFailure = { code?: unknown; message?: unknown };

/**
 * The one-line message for a failed first connection, by the error Node (ECONNREFUSED ...) or
 * PostgreSQL (SQLSTATE 3D000, 28000, 28P01 ...) gave.
 */
export function connectProblem(
  error: unknown,
  databaseUrl: string,
  timeoutMs = CONNECT_TIMEOUT_MS,
): string {
  const { where, database, user } = serverOf(databaseUrl);
  const failure = (typeof error === 'object' && error !== null ? error : {}) as PgFailure;
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  const said = typeof failure.message === 'string' ? failure.message : String(error);
  const embedded = 'or unset DATABASE_URL to use the embedded database.';
  const cannot = (why: string) => `Cannot connect to the PostgreSQL server at ${where} (${why}).`;
  switch (code) {
    case 'ECONNREFUSED':
      return `${cannot('connection refused')} Start it, ${embedded}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${cannot('unknown host')} Fix the host in DATABASE_URL, ${embedded}`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${cannot('no answer')} Check that it runs and that this machine may reach it, ${embedded}`;
    case 'ECONNRESET':
      return `${cannot('the connection was closed')} Check that it is a PostgreSQL server and accepts this machine, ${embedded}`;
    case '3D000':
      return `The database "${database}" does not exist on ${where}. Create it (createdb ${database}) or fix DATABASE_URL.`;
    case '28000':
    case '28P01':
      return `The PostgreSQL server at ${where} refused the user "${user}" (${said}). Fix the user or password in DATABASE_URL.`;
    case '57P03':
      return `The PostgreSQL server at ${where} is starting up or shutting down. Try again in a moment.`;
  }
  if (/timeout/i.test(said)) {
    return `${cannot(`no answer within ${timeoutMs / 1000} s`)} Check that it runs and that this machine may reach it, ${embedded}`;
  }
  return `${cannot(said)} Check DATABASE_URL, ${embedded}`;
}

/** Connects once (and leaves) before anything else uses the server: a failure says what to fix. */
export async function checkConnection(
  databaseUrl: string,
  timeoutMs = CONNECT_TIMEOUT_MS,
): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeoutMs,
  });
  // A connection that fails after connecting emits 'error'; the rejected connect() reports it.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new DatabaseConnectError(connectProblem(error, databaseUrl, timeoutMs));
  }
  await client.end();
}
