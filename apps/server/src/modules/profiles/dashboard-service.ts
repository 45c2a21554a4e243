import type { Dashboard } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import {
  type AccountProfile,
  type Caller,
  classTeacherships,
  type IdentityCache,
  type ProfileMembership,
} from '../permissions/index.js';
import { classesTaughtBy } from '../subjects/index.js';
import {
  childDayOf,
  childrenToday,
  collectionToday,
  teachingToday,
  transportToday,
} from './dashboard-day.js';
import { type DashboardChild, dashboardFigures } from './dashboard-queries.js';
import { PROFILE_MESSAGES } from './service.js';

type Placed = Pick<ProfileMembership, 'sessionId' | 'groupType' | 'builtinKey'>;

/** A membership counts in a session when it has none (staff) or names it. */
const inSession = (m: { sessionId: string | null }, sessionId: string | null) =>
  m.sessionId === null || m.sessionId === sessionId;

/** The institute in view: the selected one, else the default one, else the first joined. */
export function instituteInView<T extends { instituteId: string }>(
  rows: T[],
  selected: string | null,
  defaultInstituteId: string | null,
): T | undefined {
  return (
    rows.find((m) => m.instituteId === selected) ??
    rows.find((m) => m.instituteId === defaultInstituteId) ??
    rows[0]
  );
}

/** The class a student studies in for the session (the default class first). */
function classOf<T extends Placed>(
  rows: T[],
  sessionId: string | null,
  preferred?: string | null,
  idOf?: (m: T) => string,
): T | undefined {
  const classes = rows.filter(
    (m) => m.groupType === 'CLASS' && m.builtinKey === 'STUDENT' && inSession(m, sessionId),
  );
  return (idOf && classes.find((m) => idOf(m) === preferred)) ?? classes[0];
}

/** Where a child is: its class in its institute's active session, else its first group. */
function placeOf(child: DashboardChild) {
  const home = child.memberships[0];
  const klass = home ? classOf(child.memberships, home.activeSessionId) : undefined;
  return {
    className: klass?.groupName ?? null,
    instituteName: (klass ?? home)?.instituteName ?? null,
  };
}

/**
 * What the acting profile's roles need today (spec §2.3 dashboard). The profile and its
 * memberships come with the caller (cached); everything counted comes in one statement.
 */
export async function dashboard(
  ctx: AppContext,
  identity: IdentityCache,
  caller: Caller,
  profile: AccountProfile | undefined,
): Promise<Dashboard> {
  if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
  const own = caller.memberships;
  const anchor = instituteInView(own, caller.selected.instituteId, profile.defaultInstituteId);
  const sessionId = anchor ? (caller.selected.sessionId ?? anchor.activeSessionId) : null;
  const inView = anchor
    ? own.filter((m) => m.instituteId === anchor.instituteId && inSession(m, sessionId))
    : [];
  // Unverified profiles hold only the default actions (spec §4): no staff figures.
  const holds = (action: string) =>
    profile.verified && inView.some((m) => m.permissions.includes(action));
  const isAdmin = Boolean(anchor) && holds('manageGroup');
  const teachingRows = anchor ? classTeacherships(own, anchor.instituteId, sessionId) : [];
  const asked = {
    profileId: profile.id,
    instituteId: anchor?.instituteId ?? null,
    sessionId,
    adminFigures: isAdmin,
    pendingAdmissions: Boolean(anchor) && holds('getAdmissionRequests'),
    taughtClassIds: teachingRows.map((m) => m.groupId),
  };
  // Kept until what they count changes: the institute's groups, memberships, applications; a
  // parent's children wherever they are.
  const figures = await identity.figuresOf(
    `dashboard:${JSON.stringify(asked)}`,
    (f) => ({ instituteId: asked.instituteId, wide: f.children.length > 0 }),
    () => dashboardFigures(ctx.db, asked),
  );
  // The day's figures change with every payment, answer and exam: read each time, not kept.
  const day = anchor
    ? { instituteId: anchor.instituteId, activeSessionId: anchor.activeSessionId }
    : null;
  const [collection, transport, teachingDay, childDays, subjectsTaught] = day
    ? await Promise.all([
        collectionToday(ctx, caller, day),
        transportToday(ctx, caller, day, sessionId),
        teachingToday(
          ctx,
          caller,
          day,
          teachingRows.map((m) => m.groupId),
        ),
        childrenToday(ctx, caller, day, figures.children),
        // A teacher's classes and subjects (issue 24 §0): read each time, as the admin may
        // change them; not read for those who cannot be given a subject.
        holds('teachSubject')
          ? classesTaughtBy(ctx.db, caller, { instituteId: day.instituteId, sessionId })
          : [],
      ])
    : [null, null, new Map(), new Map(), []];
  const studentClass = classOf(inView, sessionId, profile.defaultClassId, (m) => m.groupId);
  return {
    fullName: `${profile.firstName} ${profile.lastName}`,
    verified: profile.verified,
    institute: anchor
      ? { id: anchor.instituteId, name: anchor.instituteName, verified: anchor.instituteVerified }
      : null,
    session: sessionId && figures.sessionName ? { id: sessionId, name: figures.sessionName } : null,
    roles: [...new Set(inView.map((m) => m.roleName))],
    admin:
      anchor && isAdmin
        ? {
            classes: figures.classes ?? 0,
            students: figures.students ?? 0,
            staff: figures.staff ?? 0,
            setupCompleted: anchor.setupCompletedAt !== null,
            quickSetupLink: `/quick-setup/institute/${anchor.instituteId}`,
          }
        : null,
    admissions: figures.pending === null ? null : { pending: figures.pending },
    collection,
    transport,
    teaching: teachingRows.map((m) => ({
      id: m.groupId,
      name: m.groupName,
      students: figures.perClass[m.groupId] ?? 0,
      examsToday: teachingDay.get(m.groupId)?.examsToday ?? [],
      toMark: teachingDay.get(m.groupId)?.toMark ?? [],
    })),
    subjectsTaught,
    studentClass: studentClass ? { id: studentClass.groupId, name: studentClass.groupName } : null,
    children: figures.children.map((child) => ({
      userProfileId: child.userProfileId,
      fullName: `${child.firstName} ${child.lastName}`,
      relation: child.relation,
      ...placeOf(child),
      ...childDayOf(childDays, child.userProfileId),
    })),
  };
}
