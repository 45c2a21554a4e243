import { PRINT_TEXTS } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { indiaDate } from '../../lib/shown-format.js';
import type { School } from '../../pdf/layout.js';
import { sessionOrNone } from '../academic/index.js';
import { findClass } from '../groups/index.js';
import { schoolOf } from '../payments/index.js';
import type { GroupScope } from '../permissions/index.js';

/** What every printed list starts from: its class (when it has one), session, school and day. */
export type PrintHead = {
  school: School;
  sessionId: string | null;
  sessionName: string | null;
  /** yyyy-mm-dd */
  sessionEnd: string | null;
  printedOn: string;
};

/** A file name's part from a name: "Class 5 A" → "class-5-a". */
export const fileSlug = (name: string) =>
  name
    .replace(/[^\w]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'list';

export async function printHead(ctx: AppContext, scope: GroupScope): Promise<PrintHead> {
  const [school, session] = await Promise.all([
    schoolOf(ctx, scope.instituteId),
    sessionOrNone(ctx.db, scope, undefined),
  ]);
  return {
    school,
    sessionId: session?.id ?? null,
    sessionName: session?.name ?? null,
    sessionEnd: session?.endDate ?? null,
    printedOn: indiaDate(ctx.clock.now()),
  };
}

/** The class a class list is of: the route's group, which must be a class (400 otherwise). */
export async function classOfList(ctx: AppContext, scope: GroupScope) {
  if (scope.type !== 'CLASS') throw badRequest(PRINT_TEXTS.klass);
  const klass = await findClass(ctx.db, scope.instituteId, scope.id);
  if (!klass) throw notFound(PRINT_TEXTS.classNotFound);
  return { id: klass.id, name: klass.name };
}
