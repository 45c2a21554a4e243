/**
 * What a student who joins a class during the session owes of the class's fee structure (and
 * of their transport plan): the institute's mid-session join rule, applied by instalment. An
 * instalment is the lines of a structure that fall due on one date; it runs from its due date to
 * the next instalment's (the last one to the end of the session).
 *
 * - FULL: every instalment, as if the student had been there from the start.
 * - PRO_RATA: instalments due on or after the joining date in full; the instalment running on
 *   the joining date for the days left of it (rounded to the paisa); earlier ones not at all.
 * - NEXT_INSTALMENT: only instalments due on or after the joining date.
 *
 * A joining date on or before the session's start (or none) is a join at the start: FULL.
 */

export const MID_SESSION_JOIN_RULES = ['FULL', 'PRO_RATA', 'NEXT_INSTALMENT'] as const;
export type MidSessionJoinRule = (typeof MID_SESSION_JOIN_RULES)[number];

/** The rule of an institute that has not chosen one. */
export const DEFAULT_MID_SESSION_JOIN_RULE: MidSessionJoinRule = 'PRO_RATA';

export const MID_SESSION_JOIN_LABELS: Record<MidSessionJoinRule, string> = {
  FULL: 'Full fees for the session',
  PRO_RATA: 'Pro rata: the running instalment for the days left, later ones in full',
  NEXT_INSTALMENT: 'From the next instalment',
};

/** A line of what the student would owe from the start: a charge or a discount, by due date. */
export type JoiningLine = { dueDate: string; amountPaise: number };

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

/**
 * The share (0 … 1) of each line the joiner owes, in the lines' order. Lines of one due date share
 * their instalment's share, so a discount follows its charge.
 */
export function joiningShares(
  lines: readonly JoiningLine[],
  p: {
    rule: MidSessionJoinRule;
    joinedOn: string | null;
    sessionStart: string;
    sessionEnd: string;
  },
): number[] {
  const { rule, joinedOn } = p;
  if (!joinedOn || joinedOn <= p.sessionStart || rule === 'FULL') return lines.map(() => 1);
  const dates = [...new Set(lines.map((l) => l.dueDate))].sort();
  const share = new Map<string, number>();
  dates.forEach((date, i) => {
    if (date >= joinedOn) {
      share.set(date, 1);
      return;
    }
    const next = dates[i + 1];
    const end = next ?? nextDay(p.sessionEnd);
    // The instalment running on the joining date: the last one due before it.
    const running = end > joinedOn;
    if (rule !== 'PRO_RATA' || !running) {
      share.set(date, 0);
      return;
    }
    const span = dayOf(end) - dayOf(date);
    const left = dayOf(end) - dayOf(joinedOn);
    share.set(date, span > 0 ? Math.min(1, Math.max(0, left / span)) : 0);
  });
  return lines.map((l) => share.get(l.dueDate) ?? 1);
}

function nextDay(iso: string): string {
  return new Date((dayOf(iso) + 1) * DAY).toISOString().slice(0, 10);
}

/** A line's amount for the joiner: its share, rounded to the paisa (0: not owed). */
export const joiningAmount = (amountPaise: number, share: number): number =>
  share >= 1 ? amountPaise : Math.round(amountPaise * share);

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** yyyy-mm-dd as en-GB writes a day: "25 Nov 2026". */
export function formatDayMonthYear(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}
