import { indiaDay } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { announce, type Raised, raiseNotification } from '../notifications/index.js';
import { audienceOf, guardiansOf } from '../people/index.js';
import { unpaidDueDays } from './due-days-queries.js';
import { feeReminder } from './fee-texts.js';

const FEE_AHEAD_DAYS = 3;
/** Overdue reminders look back this far, so a portal stopped for a few days still sends them. */
const OVERDUE_BEHIND_DAYS = 7;
const DAY_MS = 86_400_000;
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * The hourly sweep's fee reminders (issues 12, 22): fees falling due within 3 days and fees
 * fallen overdue in the last week, to the student's fee audience (people's audienceOf), each
 * naming what is already overdue first; once per student and due day (its dedupe key).
 */
export async function feeReminders(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const raised = await ctx.db.transaction(async (tx) => {
    const raised: Raised[] = [];
    const today = indiaDay(now);
    const dues = await unpaidDueDays(tx, {
      from: indiaDay(new Date(now.getTime() - OVERDUE_BEHIND_DAYS * DAY_MS)),
      to: indiaDay(new Date(now.getTime() + FEE_AHEAD_DAYS * DAY_MS)),
    });
    // Everything each reminded student owes from before today: a reminder names it first.
    const students = [...new Set(dues.map((d) => d.profileId))];
    const overdue = new Map<string, number>();
    for (const row of await unpaidDueDays(tx, { to: dayBefore(today) }, students)) {
      overdue.set(row.profileId, (overdue.get(row.profileId) ?? 0) + row.owed);
    }
    // Each student's guardians read once, not once per due day.
    const guardians = await guardiansOf(tx, students);
    for (const due of dues) {
      const audience = audienceOf(guardians.get(due.profileId) ?? [], due.profileId);
      const words = (toStudent: boolean) =>
        feeReminder({
          firstName: due.firstName,
          toStudent,
          due,
          today,
          overdue: overdue.get(due.profileId) ?? 0,
        });
      const { kind } = words(false);
      const to = [
        { profileIds: audience.guardians, ...words(false) },
        { profileIds: audience.student ? [due.profileId] : [], ...words(true) },
      ];
      for (const one of to) {
        raised.push(
          await raiseNotification(ctx, tx, {
            kind,
            profileIds: one.profileIds,
            instituteId: due.instituteId,
            groupId: due.classId,
            title: one.title,
            message: one.message,
            target: `/erp/fee-details/${due.profileId}`,
            featureId: due.profileId,
            featureAction: kind === 'fee.overdue' ? 'FEE_OVERDUE' : 'FEE_DUE',
            dedupeKey: `${kind}:${due.profileId}:${due.dueDate}`,
          }),
        );
      }
    }
    return raised;
  });
  await announce(ctx, raised);
}
