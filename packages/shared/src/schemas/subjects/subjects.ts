import { z } from 'zod';
import { subjectCode } from '../../rules/subjects.js';
import {
  CLASS_SUBJECTS_MAX,
  SUBJECT_CODE_MAX,
  SUBJECT_NAME_MAX,
  SUBJECT_TEACHERS_MAX,
} from './limits.js';
import { SUBJECT_TEXTS as M } from './messages.js';

/** An institute's subjects, a class's subjects with their teachers, a teacher's classes. */

export const subjectGroupIdField = z.uuid({ error: M.group });
export const subjectIdField = z.uuid({ error: M.id });

export const subjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  colour: z.string().nullable(),
  archived: z.boolean(),
  /** How many classes have it. */
  classes: z.number().int(),
});
export type SubjectView = z.infer<typeof subjectSchema>;
export const subjectListSchema = z.array(subjectSchema);

const nameField = z
  .string({ error: M.name })
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(z.string().min(1, M.name).max(SUBJECT_NAME_MAX, M.name));
const codeField = z
  .string({ error: M.code })
  .transform(subjectCode)
  .pipe(
    z
      .string()
      .min(1, M.code)
      .max(SUBJECT_CODE_MAX, M.code)
      .regex(/^[A-Z0-9][A-Z0-9-]*$/, M.code),
  );
/** #RRGGBB (kept upper case); empty or absent is none. */
const colourField = z
  .string({ error: M.colour })
  .trim()
  .regex(/^$|^#[0-9a-fA-F]{6}$/, M.colour)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null));

const subjectFields = {
  groupId: subjectGroupIdField,
  name: nameField,
  code: codeField,
  colour: colourField,
};

/** POST /rest/subjects. */
export const subjectBodySchema = z.object(subjectFields);
export type SubjectBody = z.output<typeof subjectBodySchema>;
/** PUT /rest/subjects: `archived` true archives it, false restores it. */
export const subjectUpdateSchema = z.object({
  ...subjectFields,
  id: subjectIdField,
  archived: z.boolean({ error: M.archived }).default(false),
});
export type SubjectUpdate = z.output<typeof subjectUpdateSchema>;

/** { groupId } of a GET. */
export const subjectGroupQuerySchema = z.object({ groupId: subjectGroupIdField });
/** { groupId, id } of a DELETE. */
export const subjectIdQuerySchema = z.object({ groupId: subjectGroupIdField, id: subjectIdField });

export const subjectSavedSchema = z.object({ message: z.string(), data: subjectSchema });
export const subjectDoneSchema = z.object({ message: z.string() });

/** A person as the subject screens name them. */
export const subjectPersonSchema = z.object({ userProfileId: z.string(), fullName: z.string() });
export type SubjectPerson = z.infer<typeof subjectPersonSchema>;
export const subjectPeopleSchema = z.array(subjectPersonSchema);

export const classSubjectSchema = z.object({
  subjectId: z.string(),
  name: z.string(),
  code: z.string(),
  colour: z.string().nullable(),
  archived: z.boolean(),
  teachers: z.array(subjectPersonSchema),
});
export type ClassSubjectView = z.infer<typeof classSubjectSchema>;

export const classSubjectsSchema = z.object({
  classId: z.string(),
  className: z.string(),
  /** The class teacher(s): set through the class's members, shown here beside the subjects. */
  classTeachers: z.array(subjectPersonSchema),
  subjects: z.array(classSubjectSchema),
});
export type ClassSubjectsView = z.infer<typeof classSubjectsSchema>;

/** PUT /rest/subjects/class: the class's whole list; what is left out is removed. */
export const classSubjectsBodySchema = z.object({
  groupId: subjectGroupIdField,
  subjects: z
    .array(
      z.object({
        subjectId: subjectIdField,
        teacherIds: z
          .array(z.uuid({ error: M.id }), { error: M.teachers })
          .max(SUBJECT_TEACHERS_MAX, M.teachers)
          .default([]),
      }),
      { error: M.subjects },
    )
    .max(CLASS_SUBJECTS_MAX, M.subjects),
});
export type ClassSubjectsBody = z.output<typeof classSubjectsBodySchema>;
export const classSubjectsSavedSchema = z.object({
  message: z.string(),
  data: classSubjectsSchema,
});

/** A class the caller teaches in (class teacher, or a subject's teacher) and their subjects. */
export const taughtClassSchema = z.object({
  classId: z.string(),
  className: z.string(),
  classTeacher: z.boolean(),
  subjects: z.array(subjectSchema.pick({ id: true, name: true, code: true, colour: true })),
});
export type TaughtClass = z.infer<typeof taughtClassSchema>;
export const taughtClassesSchema = z.array(taughtClassSchema);
