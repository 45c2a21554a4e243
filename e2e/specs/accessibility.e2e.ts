import {
  API,
  type GroupPermissions,
  type MyExam,
  NOTIFICATION_API,
  PROFILE_API,
  type UserData,
  type UserPermissions,
} from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { screenVerdict } from '../../apps/web/src/features/permissions/access';
import { mayWith } from '../../apps/web/src/features/permissions/rules';
import { appScreens, distinctScreens, fillPath } from '../fixtures/app-routes.js';
import { axeFindings, axeRuns, describeFindings, type Finding } from '../fixtures/axe.js';
import { DEMO, DEMO_ACCOUNTS } from '../fixtures/demo-accounts.js';
import { type ApiSession, apiOk, apiSignIn, classIdOf } from '../fixtures/exam-seed.js';
import { usePortal } from '../fixtures/portal.js';
import { settledWithoutSpinners } from '../fixtures/settle.js';
import { openInApp, signIn } from '../fixtures/ui.js';

// Issue 13: every screen of the signed-in app, as each of the demo school's accounts that may
// open it, has no serious or critical axe violation (WCAG 2.0 to 2.2, A and AA). The screens
// come from the router (fixtures/app-routes.ts); who may open one is the screen gate's own rule
// (features/permissions/access.ts) over the account's permissions as the server gives them.
const portal = usePortal({ seedDemo: true });

/** The demo objects a screen's address names. */
type Ids = {
  instituteId: string;
  classId: string;
  profileId: string;
  /** A student the account may look at: its own profile, a child, else Rohan. */
  studentId: string;
  notificationId?: string;
  exam?: { id: string; groupId: string };
};

/** The value of each route parameter for this account; unknown names fail the walk. */
function paramValues(path: string, ids: Ids) {
  return (name: string): string | undefined => {
    switch (name) {
      case 'instituteId':
        return ids.instituteId;
      case 'classId':
        return undefined; // optional (all-transactions): the institute's
      case 'groupId':
        return path.startsWith('exam/') && ids.exam
          ? ids.exam.groupId
          : classOrInstitute(path, ids);
      case 'id':
        if (path.startsWith('notification/')) return ids.notificationId;
        if (path.startsWith('userprofile/')) return ids.profileId;
        return ids.instituteId;
      case 'userProfileId':
        return ids.studentId;
      case 'taskId':
      case 'Id':
        return ids.exam?.id;
      case 'examName':
        return ids.exam ? 'exam' : undefined;
      case 'tab':
        return path.startsWith('terms/') ? 'terms' : 'basic-info';
      case 'tabId':
        return 'default';
      case 'courseId':
        return 'default';
      default:
        throw new Error(`The walk has no value for :${name} of ${path}: add one in paramValues`);
    }
  };
}

const CLASS_SCREENS = ['course/tasks-and-submissions/', 'class/financials/', 'exam/questions/'];
const classOrInstitute = (path: string, ids: Ids) =>
  CLASS_SCREENS.some((p) => path.startsWith(p)) ? ids.classId : ids.instituteId;

async function idsOf(
  session: ApiSession,
  user: UserData,
  common: Omit<Ids, 'profileId' | 'studentId'>,
  rohanId: string,
): Promise<Ids> {
  const notifications = await apiOk<{ schoolErpNotifications: { id: string }[] }>(
    portal,
    session,
    'GET',
    NOTIFICATION_API.list,
  );
  const dashboard = await apiOk<{ children: { userProfileId: string }[] }>(
    portal,
    session,
    'GET',
    PROFILE_API.dashboard,
  );
  const child = dashboard.children[0];
  return {
    ...common,
    profileId: user.userProfileId,
    studentId:
      child?.userProfileId ??
      (user.username === DEMO.student.username ? user.userProfileId : rohanId),
    notificationId: notifications.schoolErpNotifications[0]?.id,
  };
}

/** What every account's walk shares: the demo school's institute, class and an exam. */
let shared: (Omit<Ids, 'profileId' | 'studentId'> & { rohanId: string }) | undefined;
async function sharedIds() {
  if (shared) return shared;
  const admin = await apiSignIn(portal, DEMO.admin.username, DEMO.admin.password);
  const rohan = await apiSignIn(portal, DEMO.student.username, DEMO.student.password);
  shared = {
    instituteId: admin.instituteId,
    classId: await classIdOf(portal, admin, 'Class 5 A'),
    // GET exam/mine: Rohan's exams (the web's EXAM_PATHS.mine); the first is the walk's.
    exam: (await apiOk<MyExam[]>(portal, rohan, 'GET', '/rest/exam/mine'))[0],
    rohanId: (await apiOk<UserData>(portal, rohan, 'GET', API.me)).userProfileId,
  };
  return shared;
}

const screens = distinctScreens(appScreens());
let refusalSeen = false;

describe('accessibility of the signed-in app', () => {
  it('walks every screen the router lists', () => {
    expect(screens.length).toBeGreaterThan(25);
    expect(screens.map((s) => s.path)).toEqual(
      expect.arrayContaining(['', 'chat', 'exam/:examName/:Id/:groupId', 'contactus']),
    );
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))(
    'finds no serious or critical axe violation on any screen %s may open',
    async (_, account) => {
      const { rohanId, ...common } = await sharedIds();
      const session = await apiSignIn(portal, account.username, account.password);
      const user = await apiOk<UserData>(portal, session, 'GET', API.me);
      const [userPermissions, groupPermissions] = await Promise.all([
        apiOk<UserPermissions>(portal, session, 'GET', API.userPermissions),
        apiOk<GroupPermissions>(portal, session, 'GET', API.groupPermissions),
      ]);
      const may = mayWith(user, userPermissions, groupPermissions);
      const ids = await idsOf(session, user, common, rohanId);
      const page = await portal.newPage('desktop');
      await signIn(page, account.username, account.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      const findings: Finding[] = [];
      const axeBefore = axeRuns.checked;
      let visited = 0;
      for (const screen of screens) {
        const values = paramValues(screen.path, ids);
        const address = fillPath(screen.path, values);
        if (!address) continue; // this account has no such object (no notification yet)
        const groupParam = screen.access.groupParam;
        const verdict = screenVerdict(
          screen.access,
          may,
          user,
          true,
          groupParam ? values(groupParam) : undefined,
        );
        // One refusal screen is checked in the run; the others are the same screen.
        if (verdict === 'refused' && refusalSeen) continue;
        if (verdict === 'refused') refusalSeen = true;
        await openInApp(page, address);
        await settledWithoutSpinners(page);
        visited += 1;
        // axe runs once per page shape in the run (fixtures/axe.ts): the same screen as another
        // account sees it is visited (a crash shows) but not checked again.
        findings.push(...(await axeFindings(page, `${account.username} ${address}`)));
      }
      console.log(
        `[a11y] ${account.username}: ${visited} screens visited, ${axeRuns.checked - axeBefore} new shapes checked by axe (run so far: ${axeRuns.checked} checked, ${axeRuns.sameShape} same shape)`,
      );
      expect(findings, describeFindings(findings)).toEqual([]);
    },
    600_000,
  );
});
