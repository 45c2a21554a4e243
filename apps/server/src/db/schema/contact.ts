import { QUERY_TYPES } from '@shala/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** A "Contact us" request, read by the super admin. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    phoneNo: text('phone_no').notNull(),
    category: text('category', { enum: QUERY_TYPES }).notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('contact_requests_created_idx').on(t.createdAt)],
);
