import { className, GROUP_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import { findClass } from '../institutes/queries.js';
import { createClass } from '../institutes/service.js';
import type { Caller } from '../permissions/caller.js';
import {
  countGroupMemberships,
  countPendingApplications,
  deleteGroupRow,
  findClassByName,
  listClasses,
  lockInstitute,
  updateClassRow,
} from './queries.js';

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

export async function classesOf(ctx: AppContext, instituteId: string) {
  return listClasses(ctx.db, instituteId);
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
    const row = await updateClassRow(tx, classId, { name, level, section: section ?? null });
    if (!row) throw notFound(GROUP_MESSAGES.classNotFound);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'class.updated',
      targetType: 'group',
      targetId: classId,
      detail: { from: before.name, to: name },
    });
    return { ...row, memberCount: await countGroupMemberships(tx, classId) };
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
    await deleteGroupRow(tx, classId);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'class.deleted',
      targetType: 'group',
      targetId: classId,
      detail: { name: row.name },
    });
  });
}
