import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { livePresence } from '../db/schema/index.js';

/**
 * Who holds a live socket, shared by every process through the `live_presence` table: one row
 * per process and profile. A process refreshes its rows every HEARTBEAT; rows older than
 * STALE belong to a process that stopped without closing (killed) and count for nothing.
 * Liveness is the database's wall clock (now()), not the app's injected clock: it measures
 * whether a process still runs, which tests moving the app's clock do not change.
 */

export const PRESENCE_HEARTBEAT_MS = 15_000;
const STALE = sql.raw(`interval '45 seconds'`);

export class Presence {
  constructor(
    private readonly db: Db,
    readonly processId: string,
  ) {}

  private fresh() {
    return sql`${livePresence.seenAt} > now() - ${STALE}`;
  }

  /** This process now holds `sockets` for the profile; answers whether no other process does. */
  async opened(profileId: string, sockets: number): Promise<boolean> {
    await this.db
      .insert(livePresence)
      .values({ processId: this.processId, profileId, sockets, seenAt: sql`now()` })
      .onConflictDoUpdate({
        target: [livePresence.processId, livePresence.profileId],
        set: { sockets, seenAt: sql`now()` },
      });
    return !(await this.elsewhere(profileId));
  }

  /** This process's last socket of the profile closed; answers whether it is offline everywhere. */
  async closed(profileId: string): Promise<boolean> {
    await this.db
      .delete(livePresence)
      .where(
        and(eq(livePresence.processId, this.processId), eq(livePresence.profileId, profileId)),
      );
    return !(await this.elsewhere(profileId));
  }

  private async elsewhere(profileId: string): Promise<boolean> {
    const rows = await this.db
      .select({ one: sql`1` })
      .from(livePresence)
      .where(
        and(
          eq(livePresence.profileId, profileId),
          ne(livePresence.processId, this.processId),
          this.fresh(),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Those of `profileIds` with a socket on any running process. */
  async connected(profileIds: readonly string[]): Promise<Set<string>> {
    if (profileIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ profileId: livePresence.profileId })
      .from(livePresence)
      .where(and(inArray(livePresence.profileId, [...profileIds]), this.fresh()));
    return new Set(rows.map((r) => r.profileId));
  }

  /** Refreshes this process's rows, and sweeps rows of processes long gone. */
  async heartbeat(): Promise<void> {
    await this.db
      .update(livePresence)
      .set({ seenAt: sql`now()` })
      .where(eq(livePresence.processId, this.processId));
    await this.db
      .delete(livePresence)
      .where(sql`${livePresence.seenAt} < now() - interval '1 hour'`);
  }

  /** This process stops: its sockets are gone. */
  async clear(): Promise<void> {
    await this.db.delete(livePresence).where(eq(livePresence.processId, this.processId));
  }
}
