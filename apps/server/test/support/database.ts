import pg from 'pg';
import { type Database, openDatabase, truncateAll } from '../../src/db/client.js';

let shared: Promise<Database> | undefined;

/**
 * One database per test worker, opened once (PGlite takes seconds to start) and emptied before
 * each test. With TEST_DATABASE_URL set, each worker gets its own database on that server.
 */
export async function testDatabase(): Promise<Database> {
  shared ??= open();
  const database = await shared;
  await truncateAll(database.db);
  return database;
}

async function open(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `shala_test_${process.env.VITEST_POOL_ID ?? '0'}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString() });
}
