import { CHAT_MESSAGE_STATUSES, CHAT_OWNER_TYPES } from '@shala/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { storedFiles } from './files.js';
import { groups } from './institutes.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One chat message (spec §3 "Chat message"): to one profile (ownerType USER) or to a class or
 * institute group (GROUP). `conversation` keys the chat it belongs to, so a page of a chat is one
 * index range scan: 'u:<smaller profile id>:<larger>' or 'g:<group id>'.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The institute the chat happens in (both people's, or the group's): scopes every read. */
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    conversation: text('conversation').notNull(),
    senderProfileId: uuid('sender_profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    ownerType: text('owner_type', { enum: CHAT_OWNER_TYPES }).notNull(),
    recipientProfileId: uuid('recipient_profile_id').references(() => userProfiles.id, {
      onDelete: 'cascade',
    }),
    recipientGroupId: uuid('recipient_group_id').references(() => groups.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    mediaFileId: uuid('media_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    /** A deleted message keeps its row (statuses, order) but shows nothing. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversation, t.createdAt),
    index('chat_messages_recipient_idx').on(t.recipientProfileId, t.createdAt),
    index('chat_messages_group_idx').on(t.recipientGroupId, t.createdAt),
    check(
      'chat_messages_one_recipient',
      sql`(${t.ownerType} = 'USER' and ${t.recipientProfileId} is not null and ${t.recipientGroupId} is null)
        or (${t.ownerType} = 'GROUP' and ${t.recipientGroupId} is not null and ${t.recipientProfileId} is null)`,
    ),
  ],
);

/** Where a message stands for each of its recipients (spec §4 "Displayed status"). */
export const chatMessageStatuses = pgTable(
  'chat_message_statuses',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    recipientProfileId: uuid('recipient_profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CHAT_MESSAGE_STATUSES }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.recipientProfileId] }),
    index('chat_message_statuses_recipient_idx').on(t.recipientProfileId, t.status),
  ],
);
