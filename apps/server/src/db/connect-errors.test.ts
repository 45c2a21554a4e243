import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkConnection,
  connectProblem,
  DatabaseConnectError,
  serverOf,
} from './connect-errors.js';

const URL_ = 'postgres://shala:s3cret-pw@db.example.in:6543/shala_prod';
const failure = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('what a failed first connection to DATABASE_URL says', () => {
  it('names the server, never the password', () => {
    expect(serverOf(URL_)).toEqual({
      where: 'db.example.in:6543',
      database: 'shala_prod',
      user: 'shala',
    });
    expect(serverOf('postgres://127.0.0.1/x').where).toBe('127.0.0.1:5432');
    expect(serverOf('postgresql:///shala?host=/var/run/postgresql').where).toBe(
      '/var/run/postgresql',
    );
    for (const code of ['ECONNREFUSED', '3D000', '28P01', 'XX000']) {
      expect(connectProblem(failure(code), URL_)).not.toContain('s3cret');
    }
  });

  it('says how to fix a server that is down, unknown or silent', () => {
    expect(connectProblem(failure('ECONNREFUSED'), URL_)).toBe(
      'Cannot connect to the PostgreSQL server at db.example.in:6543 (connection refused). Start it, or unset DATABASE_URL to use the embedded database.',
    );
    expect(connectProblem(failure('ENOTFOUND'), URL_)).toMatch(
      /^Cannot connect to the PostgreSQL server at db\.example\.in:6543 \(unknown host\)\. Fix the host in DATABASE_URL/,
    );
    expect(
      connectProblem(new Error('Connection terminated due to connection timeout'), URL_, 3000),
    ).toMatch(/\(no answer within 3 s\)\. Check that it runs/);
  });

  it('says how to fix a missing database or a refused user', () => {
    expect(connectProblem(failure('3D000', 'database "shala_prod" does not exist'), URL_)).toBe(
      'The database "shala_prod" does not exist on db.example.in:6543. Create it (createdb shala_prod) or fix DATABASE_URL.',
    );
    expect(
      connectProblem(failure('28P01', 'password authentication failed for user "shala"'), URL_),
    ).toBe(
      'The PostgreSQL server at db.example.in:6543 refused the user "shala" (password authentication failed for user "shala"). Fix the user or password in DATABASE_URL.',
    );
  });

  it('passes anything else on in one line with what the driver said', () => {
    const line = connectProblem(new Error('The server does not support SSL connections'), URL_);
    expect(line).toBe(
      'Cannot connect to the PostgreSQL server at db.example.in:6543 (The server does not support SSL connections). Check DATABASE_URL, or unset DATABASE_URL to use the embedded database.',
    );
    expect(line).not.toContain('\n');
  });
});

describe('checkConnection', () => {
  let silent: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
    silent = undefined;
  });

  it('gives up on a server that accepts the connection and never answers', async () => {
    silent = createServer((socket) => sockets.push(socket));
    const port = await new Promise<number>((resolve) =>
      silent?.listen(0, '127.0.0.1', () => {
        const address = silent?.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    const checked = checkConnection(`postgres://shala@127.0.0.1:${port}/shala`, 300);
    await expect(checked).rejects.toBeInstanceOf(DatabaseConnectError);
    await expect(checked).rejects.toThrow(
      `Cannot connect to the PostgreSQL server at 127.0.0.1:${port} (no answer within 0.3 s).`,
    );
  });
});
