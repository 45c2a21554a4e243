import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

/**
 * Browsers that have signed in to an account (OWASP's device cookies): the cookie holds a random
 * token, this row its digest. Such a browser gets in with the right password while the account's
 * sign-ins from elsewhere are slowed; one that keeps failing loses its row.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at'),
    lastUsedAt: at('last_used_at'),
    expiresAt: at('expires_at'),
  },
  (t) => [index('sign_in_devices_account_idx').on(t.accountId)],
);

/**
 * Usernames a sign-up was told although nothing was created (its e-mail had an account): taken
 * all the same, so the next sign-up's suggestion does not tell whether that e-mail had one.
 */
export const reservedUsernames = pgTable('reserved_usernames', {
  username: text('username').primaryKey(),
  reservedAt: at('reserved_at'),
});
