import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who is connected to the live channel, per server process (presence shared across processes on
 * PostgreSQL; with REDIS_URL it is kept in Redis instead). A process refreshes `seenAt` while it
 * runs; rows of a process not seen for a while are stale and ignored, then swept.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    processId: text('process_id').notNull(),
    profileId: uuid('profile_id').notNull(),
    sockets: integer('sockets').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.profileId] })],
);
