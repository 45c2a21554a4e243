import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { findSessionIdentities, type SessionIdentity } from './identity-queries.js';
import {
  findGroupScope,
  findSessionInstitute,
  type GroupScope,
  membershipsOfProfiles,
  type ProfileMembership,
} from './queries.js';

/** The channel migration 0008's triggers announce changes on. */
export const IDENTITY_CHANNEL = 'shala_identity';
/** Entries kept per kind; past this the least recently used go first. */
const MAX_ENTRIES = 50_000;
/** How long a write's request waits for its own change notices before dropping everything. */
const SYNC_TIMEOUT_MS = 2_000;
/** Keys per batched read: a statement's parameters stay few, its answer small. */
const MAX_BATCH = 500;

/**
 * Reads of many keys in one statement: every miss of one turn of the event loop (all the
 * requests parsed in it, from any browser) waits for the next turn and shares a statement. When
 * thousands of browsers send their first call at once (8 am, or every open browser after a
 * restart) that is tens of statements a second instead of thousands. DataLoader's own cache is
 * off: what is kept, and for how long, is the IdentityCache's to decide.
 */
function batched<K, V>(read: (keys: readonly K[]) => Promise<Map<K, V>>, missing: V) {
  return new DataLoader<K, V>(
    async (keys) => {
      const found = await read(keys);
      return keys.map((k) => found.get(k) ?? missing);
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) },
  );
}

/** A Map that forgets its least recently used entry when full. */
class Recent<K, V> {
  private readonly map = new Map<K, V>();
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > MAX_ENTRIES) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }
  delete(key: K): void {
    this.map.delete(key);
  }
  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (test(value)) this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
  get size(): number {
    return this.map.size;
  }
}

type Memberships = { accountId: string; rows: ProfileMembership[] };
/** `wide`: it also counts things outside its institute (a parent's children anywhere). */
type Figures = { instituteId: string | null; wide: boolean; value: unknown };

/**
 * Who is calling, kept in this process so that the permission poll every open browser sends
 * every 5 s, and the first steps of every signed-in call, cost no database round trip; and the
 * dashboard's counted figures beside it. Exact, not eventually right: the database announces
 * every change (triggers of migrations 0008 and 0009), each
 * process drops what changed the moment the notice arrives (other processes within
 * milliseconds), a request that wrote waits for its own notices before it answers (`sync`), and
 * a read that raced a change is not kept. If the notices may have been lost (the listening
 * connection dropped), everything is dropped.
 */
export class IdentityCache {
  private readonly sessions = new Recent<string, SessionIdentity>();
  private readonly memberships = new Recent<string, Memberships>();
  private readonly groups = new Recent<string, GroupScope | null>();
  private readonly academicSessions = new Recent<string, { instituteId: string } | null>();
  /** Counted figures (the dashboard's), tagged with the institute they count in. */
  private readonly figures = new Recent<string, Figures>();
  /** Bumped by every notice: a read that saw it change may hold data from before the change. */
  private notices = 0;
  private readonly waiting = new Map<string, () => void>();
  /** Reads under way, by key, with the notice count they started at. */
  private readonly reading = new Map<string, { since: number; value: Promise<unknown> }>();
  private unlisten: (() => Promise<void>) | undefined;
  private readonly sessionReads: DataLoader<string, SessionIdentity | null>;
  private readonly membershipReads: DataLoader<string, ProfileMembership[]>;

  constructor(private readonly db: Db) {
    this.sessionReads = batched((hashes) => findSessionIdentities(db, hashes), null);
    this.membershipReads = batched((ids) => membershipsOfProfiles(db, ids), []);
  }

  /** Starts listening; until then (and in scripts that never call it) nothing is kept. */
  async listen(database: Pick<Database, 'listen'>): Promise<void> {
    this.unlisten = await database.listen(
      IDENTITY_CHANNEL,
      (payload) => this.notice(payload),
      () => this.notice('*'),
    );
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.dropAll();
  }

  private get keeping(): boolean {
    return this.unlisten !== undefined;
  }

  /**
   * A change notice: comma-separated 'a:<account>' (who is calling), 'i:<institute>' or 'i:*'
   * (counted figures), '*' (everything); or a sync token of ours.
   */
  notice(payload: string): void {
    this.notices += 1;
    if (payload.startsWith('sync:')) {
      this.waiting.get(payload)?.();
      return;
    }
    for (const token of payload.split(',')) this.drop(token);
  }

  private drop(token: string): void {
    if (token.startsWith('a:')) {
      const accountId = token.slice(2);
      this.sessions.deleteWhere((s) => s.account.id === accountId);
      this.memberships.deleteWhere((m) => m.accountId === accountId);
    } else if (token === 'i:*') {
      this.figures.clear();
    } else if (token.startsWith('i:')) {
      const instituteId = token.slice(2);
      this.figures.deleteWhere((f) => f.wide || f.instituteId === instituteId);
    } else {
      this.dropAll();
    }
  }

  private dropAll(): void {
    this.sessions.clear();
    this.memberships.clear();
    this.groups.clear();
    this.academicSessions.clear();
    this.figures.clear();
  }

  /**
   * Reads through the cache; a value read while a notice came in is answered but not kept.
   * Concurrent misses of one `key` share one read (10,000 browsers opening at 8 am read their
   * institute's group and session once, not 10,000 times), but only a read that started after
   * the latest notice: a call never joins a read that may predate a change it waited for.
   */
  private async through<V>(
    cached: V | undefined,
    load: () => Promise<V>,
    keep: (value: V) => void,
    key?: string,
  ): Promise<V> {
    if (cached !== undefined) return cached;
    const before = this.notices;
    const shared = key === undefined ? undefined : this.reading.get(key);
    if (shared && shared.since === before) return shared.value as Promise<V>;
    const value = load();
    if (key !== undefined) {
      const entry = { since: before, value };
      this.reading.set(key, entry);
      const done = () => {
        if (this.reading.get(key) === entry) this.reading.delete(key);
      };
      value.then(done, done);
    }
    const loaded = await value;
    if (this.keeping && this.notices === before) keep(loaded);
    return loaded;
  }

  /**
   * The session with its account and the account's profiles; undefined when there is none. The
   * same statement reads the memberships of the profile that acts by default, so a browser's
   * first call costs one statement, not two.
   */
  async session(idHash: string, fresh = false): Promise<SessionIdentity | undefined> {
    const value = await this.through(
      fresh ? undefined : this.sessions.get(idHash),
      () => this.sessionReads.load(idHash),
      (v) => {
        if (!v) return;
        const { actingMemberships: acting, ...identity } = v;
        this.sessions.set(idHash, identity);
        if (acting && !this.memberships.get(acting.profileId)) {
          this.memberships.set(acting.profileId, { accountId: v.account.id, rows: acting.rows });
        }
      },
      fresh ? undefined : `s:${idHash}`,
    );
    return value ?? undefined;
  }

  /** The session was seen now: its idle time starts again (the row is written elsewhere). */
  touched(idHash: string, at: Date): void {
    const entry = this.sessions.get(idHash);
    if (entry) entry.lastSeenAt = at;
  }

  forgetSession(idHash: string): void {
    this.sessions.delete(idHash);
  }

  /** Every membership of the profile, with its group's institute and its role's actions. */
  async membershipsOf(profileId: string, accountId: string): Promise<ProfileMembership[]> {
    const value = await this.through(
      this.memberships.get(profileId)?.rows,
      () => this.membershipReads.load(profileId),
      (rows) => this.memberships.set(profileId, { accountId, rows }),
      `m:${profileId}`,
    );
    return value;
  }

  async groupScope(groupId: string): Promise<GroupScope | undefined> {
    const value = await this.through(
      this.groups.get(groupId),
      async () => (await findGroupScope(this.db, groupId)) ?? null,
      (v) => this.groups.set(groupId, v),
      `g:${groupId}`,
    );
    return value ?? undefined;
  }

  /** The institute an academic session belongs to. */
  async sessionInstitute(sessionId: string): Promise<{ instituteId: string } | undefined> {
    const value = await this.through(
      this.academicSessions.get(sessionId),
      async () => (await findSessionInstitute(this.db, sessionId)) ?? null,
      (v) => this.academicSessions.set(sessionId, v),
      `as:${sessionId}`,
    );
    return value ?? undefined;
  }

  /**
   * Figures counted for `key` (the dashboard's), kept until a notice says what they count
   * changed: anything of `instituteId`, or anything at all when `wide`.
   */
  async figuresOf<T>(
    key: string,
    tag: (value: T) => { instituteId: string | null; wide: boolean },
    load: () => Promise<T>,
  ): Promise<T> {
    return this.through(this.figures.get(key)?.value as T | undefined, load, (value) =>
      this.figures.set(key, { ...tag(value), value }),
    );
  }

  /**
   * Waits until every change committed before now has been announced to this process: after a
   * request that wrote, so that its own next call never reads what it changed from before. A
   * notice of ours is sent and awaited (notices arrive in commit order). Answers whether it
   * came in time; if not, everything kept was dropped.
   */
  async sync(): Promise<boolean> {
    if (!this.keeping) return true;
    const token = `sync:${randomUUID()}`;
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      timer.unref();
      this.waiting.set(token, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await this.db.execute(sql`select pg_notify(${IDENTITY_CHANNEL}, ${token})`);
      if (await arrived) return true;
      this.dropAll();
      return false;
    } catch {
      // Not knowing whether every notice came, keep nothing: the next reads go to the database.
      this.dropAll();
      return false;
    } finally {
      this.waiting.delete(token);
    }
  }

  /** How many entries are kept (for tests and the capacity bench). */
  get sizes() {
    return {
      sessions: this.sessions.size,
      memberships: this.memberships.size,
      groups: this.groups.size,
      academicSessions: this.academicSessions.size,
      figures: this.figures.size,
    };
  }
}
