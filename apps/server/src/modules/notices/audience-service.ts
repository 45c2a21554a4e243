import {
  NOTICE_TEXTS,
  type NoticeAudienceKind,
  type NoticeAudienceOptions,
  type NoticePerson,
  sortClasses,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { classesTaughtBy } from '../subjects/index.js';
import {
  classesAmong,
  classesOfInstitute,
  readersAmong,
  readersNamed,
  readingRolesOf,
  recipientsOf,
  rolesAmong,
} from './audience-queries.js';
import { audienceRefusal, managesAll } from './policy.js';

/** The classes the caller teaches in the institute's session (class teacher or a subject's). */
async function taughtClasses(db: Queryable, caller: Caller, scope: GroupScope) {
  const taught = await classesTaughtBy(db, caller, {
    instituteId: scope.instituteId,
    sessionId: caller.selected.sessionId ?? scope.activeSessionId,
  });
  return taught.map((c) => ({ id: c.classId, name: c.className }));
}

/**
 * Checks that the audience names the institute's own classes, roles or people (and, for one
 * who posts only to their classes, that they teach each), and answers who it reaches now: never
 * its poster, who has it in the posted box and is not told of their own notice.
 */
export async function settleAudience(
  db: Queryable,
  caller: Caller,
  scope: GroupScope,
  notice: { audience: NoticeAudienceKind; targetIds: readonly string[]; postedBy: string | null },
): Promise<string[]> {
  const { audience, targetIds } = notice;
  if (!managesAll(caller, scope)) {
    const taught = new Set((await taughtClasses(db, caller, scope)).map((c) => c.id));
    const refusal = audienceRefusal(audience, targetIds, taught);
    if (refusal) throw new AppError(refusal[0], refusal[1]);
  }
  const found =
    audience === 'CLASSES'
      ? (await classesAmong(db, scope.instituteId, targetIds)).map((c) => c.id)
      : audience === 'ROLES'
        ? (await rolesAmong(db, scope.instituteId, targetIds)).map((r) => r.id)
        : audience === 'PEOPLE'
          ? await readersAmong(db, scope.instituteId, targetIds)
          : [];
  // Another institute's class, role or person is as unknown as none: 404.
  if (found.length !== targetIds.length) {
    throw notFound(
      audience === 'CLASSES'
        ? NOTICE_TEXTS.classNotFound
        : audience === 'ROLES'
          ? NOTICE_TEXTS.roleNotFound
          : NOTICE_TEXTS.personNotFound,
    );
  }
  const recipients = (await recipientsOf(db, scope.instituteId, audience, targetIds)).filter(
    (id) => id !== notice.postedBy,
  );
  if (recipients.length === 0) throw badRequest(NOTICE_TEXTS.noRecipients);
  return recipients;
}

/** GET /rest/notice/audience: whom the caller may address. */
export async function audienceOptions(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<NoticeAudienceOptions> {
  if (managesAll(caller, scope)) {
    return {
      everyone: true,
      people: true,
      classes: sortClasses(await classesOfInstitute(ctx.db, scope.instituteId)),
      roles: await readingRolesOf(ctx.db, scope.instituteId),
    };
  }
  const taught = await taughtClasses(ctx.db, caller, scope);
  return {
    everyone: false,
    people: false,
    classes: sortClasses(taught),
    roles: [],
  };
}

/** GET /rest/notice/people: readers of the institute's notices by name, to name in a notice. */
export async function peopleNamed(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  q: string | null,
): Promise<NoticePerson[]> {
  if (!managesAll(caller, scope)) throw forbidden(NOTICE_TEXTS.onlyClasses);
  const rows = await readersNamed(ctx.db, scope.instituteId, q);
  return rows.map((r) => ({ id: r.id, name: r.name, detail: r.detail ?? '' }));
}
