import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { groups } from './institutes.js';

/**
 * An institute's subject (issue 24 §0). A name is the institute's once, whatever its case; a
 * subject some class has is archived, not deleted, so what later issues hang on it (periods,
 * marks) keeps its name.
 */
export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Upper case ("MATH"): the timetable's cells and the report card's columns show it. */
    code: text('code').notNull(),
    /** #RRGGBB, or none. */
    colour: text('colour'),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('subjects_institute_name_uq').on(t.instituteId, sql`lower(${t.name})`),
    unique('subjects_institute_code_uq').on(t.instituteId, t.code),
  ],
);

/** A subject taught in a class (a CLASS group of the subject's institute). */
export const classSubjects = pgTable(
  'class_subjects',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('class_subjects_class_subject_uq').on(t.classId, t.subjectId),
    index('class_subjects_subject_idx').on(t.subjectId),
  ],
);

/** Who teaches a class's subject (one or more; the class teacher is a class membership). */
export const classSubjectTeachers = pgTable(
  'class_subject_teachers',
  {
    classSubjectId: uuid('class_subject_id')
      .notNull()
      .references(() => classSubjects.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.classSubjectId, t.profileId] }),
    index('class_subject_teachers_profile_idx').on(t.profileId),
  ],
);
