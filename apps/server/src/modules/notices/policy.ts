import type { NoticeAudienceKind } from '@shala/shared';
import { NOTICE_TEXTS } from '@shala/shared';
import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';

/**
 * Who may do what with notices, as small predicates (who may call each route is declared on the
 * route: getNotice to read, createNotice to post). One holding manageNotices at the institute
 * posts to anyone and manages every notice; one holding only createNotice posts to the classes
 * they teach and manages their own notices.
 */

const atInstitute = (scope: GroupScope): GroupScope => ({
  ...scope,
  id: scope.instituteId,
  type: 'INSTITUTE',
});

/** Holds manageNotices at the institute: every notice of it, any audience. */
export const managesAll = (caller: Caller, scope: GroupScope): boolean =>
  heldActions(caller, atInstitute(scope)).held.has('manageNotices');

/**
 * May change, pin, archive and delete the notice and see who read it (its routes ask
 * createNotice first): a manager of all, or its poster.
 */
export const mayManage = (
  caller: Caller,
  scope: GroupScope,
  notice: { postedBy: string | null },
): boolean => managesAll(caller, scope) || notice.postedBy === caller.profileId;

/**
 * Why a poster without manageNotices may not address this audience ([status, words]), or null:
 * only classes, and only those they teach.
 */
export function audienceRefusal(
  audience: NoticeAudienceKind,
  targetIds: readonly string[],
  taught: ReadonlySet<string>,
): [403, string] | null {
  if (audience !== 'CLASSES') return [403, NOTICE_TEXTS.onlyClasses];
  if (targetIds.some((id) => !taught.has(id))) return [403, NOTICE_TEXTS.notYourClass];
  return null;
}
