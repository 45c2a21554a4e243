import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A mail the outbox gave up on after its last retry (mail/outbox.ts), listed for the super admin.
 * `text`/`html` are kept only for mails without a secret (a sign-in code, a reset or
 * set-password link never stays in the database once its sending ends): those may be sent
 * again; the others are asked for again by their holder.
 */
export const mailFailures = pgTable(
  'mail_failures',
  {
    /** The job's id: a job recorded twice (two processes) is one row. */
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error').notNull(),
    text: text('text'),
    html: text('html'),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Sent again by the super admin: a new job with the same content. */
    resentAt: timestamp('resent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_failures_failed_idx').on(t.failedAt)],
);
