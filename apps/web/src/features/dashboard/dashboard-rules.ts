import {
  type Dashboard,
  type DashboardExam,
  DISPLAY_TIME_ZONE,
  EMPTY_STATES,
  formatRupees,
  indiaDay,
  LOCALE,
} from '@shala/shared';
import { shownDate } from '../../core/format';
import {
  linkAccess,
  type MenuUser,
  type ShortcutContext,
  type ShortcutDeclaration,
} from '../../core/manifest';
import { type May, mayOpen } from '../permissions';

/** The empty states of spec §8 the dashboard shows. */
export const DASHBOARD_EMPTY = {
  noInstitute: EMPTY_STATES.noInstitute,
  noClass: EMPTY_STATES.noClass,
  verify: EMPTY_STATES.verifyProfile,
} as const;

export type DashboardNotice = (typeof DASHBOARD_EMPTY)[keyof typeof DASHBOARD_EMPTY];

/**
 * Which empty states apply: an unverified profile is asked to verify; a profile in no
 * institute says so; a student-like profile (no staff role, no children) in no class says so.
 */
export function dashboardNotices(d: Dashboard): DashboardNotice[] {
  const notices: DashboardNotice[] = [];
  if (!d.verified) notices.push(DASHBOARD_EMPTY.verify);
  if (!d.institute) {
    notices.push(DASHBOARD_EMPTY.noInstitute);
    return notices;
  }
  const staffLike =
    d.admin !== null ||
    d.teaching.length > 0 ||
    d.subjectsTaught.length > 0 ||
    d.children.length > 0;
  const onlyStudentRoles = d.roles.every((r) => r === 'Student' || r === 'Parent');
  if (!d.studentClass && !staffLike && onlyStudentRoles) notices.push(DASHBOARD_EMPTY.noClass);
  return notices;
}

export type Shortcut = { label: string; to: string; hint: string };

/**
 * The working screens the profile may open from the dashboard, among the `declared` shortcuts
 * (every feature's, core/shortcuts.ts), for the institute in view: each
 * offered to whom its screen is offered in the menus too (the route's declaration), so a
 * shortcut and its menu entry never disagree; the menus list the rest of §2.4.
 */
export function dashboardShortcuts(
  d: Pick<Dashboard, 'institute' | 'children'>,
  may: May,
  user: MenuUser,
  declared: readonly ShortcutDeclaration[],
): Shortcut[] {
  const instituteId = d.institute?.id;
  // With no institute in view, only the platform's screens (an institute's need its id).
  const context: ShortcutContext = {
    instituteId: instituteId ?? '',
    hasChildren: d.children.length > 0,
  };
  return declared
    .filter(
      (s) =>
        (instituteId || s.platform) &&
        (!s.when || s.when(context)) &&
        (!s.route || mayOpen(linkAccess(s.route), may, user)),
    )
    .map((s) => ({ label: s.label, hint: s.hint, to: s.to(context) }));
}

const TIME = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});
const DAY = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

/** When an exam runs, as the day's cards say it: "09:00–10:00" today, else "Wed 3 Jun, 09:00". */
export function examWhen(exam: Pick<DashboardExam, 'startDateTime' | 'endDateTime'>, now: Date) {
  const start = new Date(exam.startDateTime);
  const end = new Date(exam.endDateTime);
  if (indiaDay(start) === indiaDay(now) && indiaDay(end) === indiaDay(now)) {
    return `${TIME.format(start)}–${TIME.format(end)}`;
  }
  return `${DAY.format(start)}, ${TIME.format(start)}`;
}

/** "1 payment", "3 payments" (and the like). */
export const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString(LOCALE)} ${n === 1 ? one : many}`;

type ChildDues = NonNullable<Dashboard['children'][number]['dues']>;

/** What a child owes, in words a parent reads at a glance; overdue is said apart (and in red). */
export function duesLines(dues: ChildDues): {
  due: string;
  overdue: string | null;
  next: string | null;
} {
  if (dues.due === 0) return { due: 'No fees due', overdue: null, next: null };
  return {
    due: `${formatRupees(dues.due)} due`,
    overdue: dues.overdue > 0 ? `${formatRupees(dues.overdue)} overdue` : null,
    next: dues.nextDueDate ? `Next due ${shownDate(`${dues.nextDueDate}T12:00:00+05:30`)}` : null,
  };
}
