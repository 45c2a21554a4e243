import {
  SUBJECT_TEXTS,
  type SubjectBody,
  type SubjectUpdate,
  type SubjectView,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { byName, toSubject } from './presenters.js';
import {
  classesWithSubject,
  deleteSubject,
  findSubject,
  insertSubject,
  type SubjectRow,
  subjectsOfInstitute,
  updateSubject,
} from './subject-queries.js';

/**
 * An institute's subject list: it starts with the usual subjects of an Indian school
 * (insertStarterSubjects) and its admin adds, renames, archives and deletes. A subject some
 * class has is archived, not deleted.
 */

/** GET /rest/subjects: from the institute or one of its classes; archived ones last. */
export async function listSubjects(ctx: AppContext, scope: GroupScope): Promise<SubjectView[]> {
  const rows = await subjectsOfInstitute(ctx.db, scope.instituteId);
  const kept = rows.filter((r) => !r.archived).sort(byName((r) => r.name));
  const archived = rows.filter((r) => r.archived).sort(byName((r) => r.name));
  return [...kept, ...archived].map(toSubject);
}

/** A name or code already the institute's is a 409 with words, not a 500. */
async function unique<T>(write: () => PromiseLike<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'subjects_institute_name_uq') throw conflict(SUBJECT_TEXTS.nameTaken);
    if (constraint === 'subjects_institute_code_uq') throw conflict(SUBJECT_TEXTS.codeTaken);
    throw error;
  }
}

async function viewOf(tx: Tx, row: SubjectRow): Promise<SubjectView> {
  return toSubject({ ...row, classes: await classesWithSubject(tx, row.id) });
}

/** POST /rest/subjects. */
export function createSubject(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: SubjectBody,
): Promise<SubjectView> {
  return unique(() =>
    ctx.db.transaction(async (tx) => {
      const row = await insertSubject(tx, {
        instituteId: scope.instituteId,
        name: body.name,
        code: body.code,
        colour: body.colour,
        createdAt: ctx.clock.now(),
      });
      await recordAudit(tx, ctx, caller, {
        instituteId: scope.instituteId,
        action: 'subject.created',
        targetType: 'subject',
        targetId: row.id,
        detail: { name: row.name, code: row.code },
      });
      return viewOf(tx, row);
    }),
  );
}

/** PUT /rest/subjects: renames, recolours, archives (archived: true) or restores it. */
export function changeSubject(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: SubjectUpdate,
): Promise<SubjectView> {
  return unique(() =>
    ctx.db.transaction(async (tx) => {
      const row = await updateSubject(tx, scope.instituteId, body.id, {
        name: body.name,
        code: body.code,
        colour: body.colour,
        archived: body.archived,
      });
      if (!row) throw notFound(SUBJECT_TEXTS.subjectNotFound);
      await recordAudit(tx, ctx, caller, {
        instituteId: scope.instituteId,
        action: 'subject.updated',
        targetType: 'subject',
        targetId: row.id,
        detail: { name: row.name, code: row.code, archived: row.archived },
      });
      return viewOf(tx, row);
    }),
  );
}

/** DELETE /rest/subjects: only a subject no class has; otherwise it is archived instead. */
export function removeSubject(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const row = await findSubject(tx, scope.instituteId, id);
    if (!row) throw notFound(SUBJECT_TEXTS.subjectNotFound);
    const classes = await classesWithSubject(tx, row.id);
    if (classes > 0) throw conflict(SUBJECT_TEXTS.inUse(classes));
    await deleteSubject(tx, scope.instituteId, row.id);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'subject.deleted',
      targetType: 'subject',
      targetId: row.id,
      detail: { name: row.name, code: row.code },
    });
  });
}
