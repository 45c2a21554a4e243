import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An uploaded file. The bytes live in the storage (DATA_DIR/files by default) under
 * storageKey; the type is what the content says (magic bytes), never what the name claims.
 * instituteId scopes who may read it; null for files of no institute (a profile photo).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id'),
    ownerAccountId: uuid('owner_account_id'),
    /** What the file is for: 'admission-document', 'institute-logo', 'profile-photo' ... */
    purpose: text('purpose').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('stored_files_institute_idx').on(t.instituteId),
    // An account's uploads, per institute (its share) or of none (its own quota).
    index('stored_files_owner_idx').on(t.ownerAccountId, t.instituteId),
  ],
);
