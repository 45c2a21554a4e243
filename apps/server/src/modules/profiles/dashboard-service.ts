import type { Dashboard } from '@shala/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { countPending } from '../admission/queries.js';
import type { Actor } from '../permissions/actor.js';
import {
  childrenOf,
  type DashboardMembership,
  dashboardMemberships,
  instituteCounts,
  sessionName,
  studentsPerClass,
} from './dashboard-queries.js';
import { PROFILE_MESSAGES } from './service.js';

/** A membership counts in a session when it has none (staff) or names it. */
const inSession = (m: DashboardMembership, sessionId: string | null) =>
  m.sessionId === null || m.sessionId === sessionId;

/** The institute in view: the selected one, else the default one, else the first joined. */
export function instituteInView(
  rows: DashboardMembership[],
  selected: string | null,
  defaultInstituteId: string | null,
): DashboardMembership | undefined {
  return (
    rows.find((m) => m.instituteId === selected) ??
    rows.find((m) => m.instituteId === defaultInstituteId) ??
    rows[0]
  );
}

/** The class a student studies in for the session (the default class first). */
function classOf(rows: DashboardMembership[], sessionId: string | null, preferred?: string | null) {
  const classes = rows.filter(
    (m) => m.groupType === 'CLASS' && m.builtinKey === 'STUDENT' && inSession(m, sessionId),
  );
  return classes.find((m) => m.groupId === preferred) ?? classes[0];
}

/** What the acting profile's roles need today (spec §2.3 dashboard); a few queries only. */
export async function dashboard(db: Db, actor: Actor): Promise<Dashboard> {
  const profile = await db.query.userProfiles.findFirst({
    where: (p, { eq }) => eq(p.id, actor.profileId),
  });
  if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
  const children = await childrenOf(db, profile.id);
  const rows = await dashboardMemberships(db, [
    profile.id,
    ...children.map((c) => c.userProfileId),
  ]);
  const own = rows.filter((m) => m.profileId === profile.id);
  const anchor = instituteInView(own, actor.selected.instituteId, profile.defaultInstituteId);
  const sessionId = anchor ? (actor.selected.sessionId ?? anchor.activeSessionId) : null;
  const inView = anchor
    ? own.filter((m) => m.instituteId === anchor.instituteId && inSession(m, sessionId))
    : [];
  // Unverified profiles hold only the default actions (spec §4): no staff figures.
  const holds = (action: string) =>
    profile.verified && inView.some((m) => m.permissions.includes(action));
  const isAdmin = holds('manageGroup');
  const reviewsAdmissions = holds('getAdmissionRequests');
  const teachingRows = inView.filter((m) => m.groupType === 'CLASS' && m.builtinKey === 'TEACHER');
  const [session, counts, pending, perClass] = await Promise.all([
    sessionId ? sessionName(db, sessionId) : undefined,
    anchor && isAdmin ? instituteCounts(db, anchor.instituteId, sessionId) : undefined,
    anchor && reviewsAdmissions ? countPending(db, anchor.instituteId) : undefined,
    studentsPerClass(
      db,
      teachingRows.map((m) => m.groupId),
      sessionId,
    ),
  ]);
  const studentClass = classOf(inView, sessionId, profile.defaultClassId);
  return {
    fullName: `${profile.firstName} ${profile.lastName}`,
    verified: profile.verified,
    institute: anchor
      ? { id: anchor.instituteId, name: anchor.instituteName, verified: anchor.instituteVerified }
      : null,
    session: session ?? null,
    roles: [...new Set(inView.map((m) => m.roleName))],
    admin:
      anchor && counts
        ? {
            ...counts,
            setupCompleted: anchor.setupCompletedAt !== null,
            quickSetupLink: `/quick-setup/institute/${anchor.instituteId}`,
          }
        : null,
    admissions: pending === undefined ? null : { pending },
    teaching: teachingRows.map((m) => ({
      id: m.groupId,
      name: m.groupName,
      students: perClass.get(m.groupId) ?? 0,
    })),
    studentClass: studentClass ? { id: studentClass.groupId, name: studentClass.groupName } : null,
    children: children.map((child) => {
      const theirs = rows.filter((m) => m.profileId === child.userProfileId);
      const home = theirs[0];
      const klass = home ? classOf(theirs, home.activeSessionId) : undefined;
      return {
        userProfileId: child.userProfileId,
        fullName: `${child.firstName} ${child.lastName}`,
        relation: child.relation,
        className: klass?.groupName ?? null,
        instituteName: (klass ?? home)?.instituteName ?? null,
      };
    }),
  };
}
