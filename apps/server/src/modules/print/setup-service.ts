import { PRINT_TEXTS, type PrintSetup, sortClasses } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { sessionOrNone } from '../academic/index.js';
import { todayOf } from '../fees/index.js';
import { classesOfInstitute } from '../groups/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { kindsOfClass, mayPrintDefaulters } from './policy.js';
import { classSizes } from './roster-queries.js';

/**
 * GET /rest/print/setup: the institute's classes the caller may print something of (with how
 * many students each has in the active session), whether they may print the fee defaulters, and
 * the day. One who may print nothing is refused, as the screen's gate refuses them.
 */
export async function printSetup(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<PrintSetup> {
  const defaulters = mayPrintDefaulters(caller, scope);
  const [rows, session] = await Promise.all([
    classesOfInstitute(ctx.db, scope.instituteId),
    sessionOrNone(ctx.db, scope, undefined),
  ]);
  const sizes = await classSizes(ctx.db, scope.instituteId, session?.id ?? null);
  const classes = sortClasses(rows).flatMap((c) => {
    const kinds = kindsOfClass(caller, scope, c.id);
    return kinds.length > 0
      ? [{ id: c.id, name: c.name, students: sizes.get(c.id) ?? 0, kinds }]
      : [];
  });
  if (classes.length === 0 && !defaulters) throw forbidden(PRINT_TEXTS.nothingToPrint);
  return {
    classes,
    feeDefaulters: defaulters,
    today: todayOf(ctx.clock.now()),
    session: session ? { name: session.name, endDate: session.endDate } : null,
  };
}
