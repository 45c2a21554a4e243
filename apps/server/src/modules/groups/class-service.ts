import { className, GROUP_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { lockInstitute } from '../../db/locks.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../permissions/index.js';
import { countGroupMemberships, countMembers } from './member-queries.js';
import {
  countPendingApplications,
  deleteClassRow,
  findClass,
  findClassByName,
  insertGroup,
  listClasses,
  updateClassRow,
} from './queries.js';

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

export async function classesOf(ctx: AppContext, instituteId: string) {
  return listClasses(ctx.db, instituteId);
}

/**
 * A class of the institute with its audit row. Inside a caller's transaction it is a savepoint:
 * the class and its audit row stay together. `caller` null is the system (seeding, tests).
 */
export async function createClass(
  db: Db | Tx,
  ctx: Pick<AppContext, 'clock'>,
  caller: Caller | null,
  input: {
    instituteId: string;
    name: string;
    /** "Class 5" and "A"; the name then reads "Class 5 A". */
    level?: string | null;
    section?: string | null;
    admissionConfigSet?: boolean;
  },
) {
  return db.transaction(async (tx) => {
    const group = await insertGroup(tx, {
      type: 'CLASS',
      name: input.name,
      level: input.level ?? null,
      section: input.section ?? null,
      superGroupId: input.instituteId,
      admissionConfigSet: input.admissionConfigSet ?? false,
      createdAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: input.instituteId,
      action: 'class.created',
      targetType: 'group',
      targetId: group.id,
      detail: { name: group.name, level: group.level, section: group.section },
    });
    return group;
  });
}

/**
 * One class per section ("Class 5 A", "Class 5 B"), or one class named after the level when no
 * section is given; all or none: a name the institute already has refuses the whole request.
 */
export async function addClasses(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  input: { level: string; sections: string[] },
) {
  const level = tidy(input.level);
  const sections: (string | null)[] = input.sections.length > 0 ? input.sections : [null];
  const created = await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, instituteId);
    const made = [];
    for (const section of sections) {
      const name = className(level, section);
      if (await findClassByName(tx, instituteId, name)) {
        throw conflict(GROUP_MESSAGES.duplicateClass(name));
      }
      made.push(await createClass(tx, ctx, caller, { instituteId, name, level, section }));
    }
    return made;
  });
  return created.map((g) => ({ ...g, memberCount: 0 }));
}

/** A new level and section (and so name) for a class of the institute. */
export async function changeClass(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  classId: string,
  input: { level: string; section?: string | null },
) {
  return ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, instituteId);
    const before = await findClass(tx, instituteId, classId);
    if (!before) throw notFound(GROUP_MESSAGES.classNotFound);
    const level = tidy(input.level);
    const section = input.section === undefined ? before.section : input.section;
    const name = className(level, section);
    if (await findClassByName(tx, instituteId, name, classId)) {
      throw conflict(GROUP_MESSAGES.duplicateClass(name));
    }
    const row = await updateClassRow(tx, instituteId, classId, {
      name,
      level,
      section: section ?? null,
    });
    if (!row) throw notFound(GROUP_MESSAGES.classNotFound);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'class.updated',
      targetType: 'group',
      targetId: classId,
      detail: { from: before.name, to: name },
    });
    return { ...row, memberCount: await countMembers(tx, classId) };
  });
}

/** Deletes an empty class; one with members is refused (their records would go with it). */
export async function removeClass(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  classId: string,
) {
  await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, instituteId);
    const row = await findClass(tx, instituteId, classId);
    if (!row) throw notFound(GROUP_MESSAGES.classNotFound);
    const members = await countGroupMemberships(tx, classId);
    if (members > 0) throw conflict(GROUP_MESSAGES.classHasMembers(row.name, members));
    // Deleting the class would delete its applications with it: decide them first.
    const pending = await countPendingApplications(tx, classId);
    if (pending > 0) throw conflict(GROUP_MESSAGES.classHasApplications(row.name, pending));
    await deleteClassRow(tx, instituteId, classId);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'class.deleted',
      targetType: 'group',
      targetId: classId,
      detail: { name: row.name },
    });
  });
}
