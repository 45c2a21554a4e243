// The people a write bench's seed adds to the demo school (exam-day's students, payments'
// cashiers and students, attendance's teachers, students and parents), written straight in SQL.

import { randomBytes, randomUUID } from 'node:crypto';
import { insertRows } from './seed-rows.js';
import { type Sql, sha256Hex } from './sql.js';

export const COOKIE_NAME = 'shala_session';
/** What an account whose invitation is not accepted holds: no password signs it in. */
const NO_PASSWORD = 'invitation-pending';
const SESSION_DAYS = 7;

export type BenchPerson = { accountId: string; profileId: string };

/**
 * Accounts that cannot sign in by password, each with its default, verified profile in the
 * institute, and live sessions whose cookies the load sends (the hash is what the server keeps).
 * Rows are gathered as the seed goes and written by `insert`, a few statements in all.
 */
export class BenchPeople {
  private readonly accounts: unknown[][] = [];
  private readonly profiles: unknown[][] = [];
  private readonly sessions: unknown[][] = [];

  constructor(private readonly at: { instituteId: string; now: Date; userAgent: string }) {}

  add(person: {
    username: string;
    firstName: string;
    lastName: string;
    registrationNo?: string;
    /** The class the profile opens on (a student's). */
    classId?: string;
  }): BenchPerson {
    const { now, instituteId } = this.at;
    const accountId = randomUUID();
    const profileId = randomUUID();
    const { username } = person;
    this.accounts.push([
      accountId,
      username,
      `${username}@bench.shala.test`,
      NO_PASSWORD,
      now,
      now,
    ]);
    this.profiles.push([
      profileId,
      accountId,
      person.firstName,
      person.lastName,
      person.registrationNo ?? null,
      instituteId,
      person.classId ?? null,
      true,
      true,
      now,
    ]);
    return { accountId, profileId };
  }

  /** A live session of the person (one already in the database too): its cookie. */
  signIn(person: BenchPerson): string {
    const { now, userAgent } = this.at;
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
    this.sessions.push([
      sha256Hex(token),
      person.accountId,
      person.profileId,
      now,
      now,
      expires,
      '127.0.0.1',
      userAgent,
    ]);
    return `${COOKIE_NAME}=${token}`;
  }

  /** Writes what was gathered: the accounts, then their profiles, then the sessions. */
  async insert(sql: Sql): Promise<void> {
    await insertRows(
      sql,
      'accounts',
      ['id', 'username', 'email', 'password_hash', 'email_verified_at', 'created_at'],
      this.accounts,
    );
    await insertRows(
      sql,
      'user_profiles',
      [
        'id',
        'account_id',
        'first_name',
        'last_name',
        'registration_no',
        'default_institute_id',
        'default_class_id',
        'verified',
        'is_default',
        'created_at',
      ],
      this.profiles,
    );
    await insertRows(
      sql,
      'sessions',
      [
        'id_hash',
        'account_id',
        'profile_id',
        'created_at',
        'last_seen_at',
        'expires_at',
        'ip',
        'user_agent',
      ],
      this.sessions,
    );
  }
}
