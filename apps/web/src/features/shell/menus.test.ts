import { type Action, BUILTIN_ROLES, type BuiltinRoleKey } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { admissionAdminRoute } from '../admission/manifest';
import { examsRoute } from '../exams/manifest';
import { feeDetailsRoute, feeStructureRoute } from '../fees/manifest';
import { FEATURES } from '../manifests';
import { type May, screenVerdict } from '../permissions';
import { academicRoute, documentsRoute, personalInfoRoute } from '../records/manifest';
import { PLACEHOLDER_ROUTES } from './manifest';
import {
  barLinks,
  COMING_SOON,
  gateMenus,
  INSTITUTE_ACTION,
  institutePath,
  type MenuUser,
  mayShow,
  opensComingSoon,
  screenOf,
  shellMenus,
  userMenuLinks,
  WORK_IN_PROGRESS,
} from './menus';

const member: MenuUser = {
  userProfileId: 'p1',
  defaultInstituteId: 'i1',
  defaultClassId: 'c1',
  verified: 'VERIFIED',
  accountRole: 'ROLE_USER',
};
/** A staff member: an institute, no class. */
const staff: MenuUser = { ...member, defaultClassId: null };
/** The super admin, or a new account: no institute at all. */
const nowhere: MenuUser = { ...member, defaultInstituteId: null, defaultClassId: null };

/** A profile holding these actions, wherever asked. */
const holding =
  (held: readonly Action[]): May =>
  (actions) =>
    (typeof actions === 'string' ? [actions] : actions).some((a) => held.includes(a));
const visible = (user: MenuUser, held: readonly Action[]) =>
  gateMenus(shellMenus(user), holding(held), user).flatMap((section) => section.entries);
const labels = (user: MenuUser, held: readonly Action[]) =>
  visible(user, held).map((entry) => entry.label);
const entry = (user: MenuUser, label: string) =>
  shellMenus(user)
    .flatMap((s) => s.entries)
    .find((e) => e.label === label);

describe('menus gated by permissions', () => {
  it('maps the School ERP entries to their actions', () => {
    const cases: [string, Action][] = [
      ['Fee details', 'getFeeStructure'],
      ['Transport', 'getVehicle'],
      ['Expenses', 'getExpenseRecord'],
      ['Payments', 'getPaymentRecordForGroup'],
      ['Salary/payroll', 'getSalaryStructure'],
      ['Stock', 'getStock'],
      ['Stock', 'manageStock'],
      ['Print', 'getMembers'],
      ['Print', 'getMemberDetails'],
      ['Print', 'getFeeSummaryForGroup'],
      // The screen shows the institute's admissions: only their readers are offered it.
      ['Admission Management', 'getAdmissionRequests'],
      ['Gate pass', 'createGatePass'],
      ['Statistics', 'getStatistics'],
      ['Notices', 'getNotice'],
      ['Timetable', 'getTimetable'],
      ['Group Management', 'manageGroup'],
      ['Academic terms', 'manageAcademicSession'],
    ];
    for (const [label, action] of cases) {
      expect(labels(member, [INSTITUTE_ACTION]), label).not.toContain(label);
      expect(labels(member, [INSTITUTE_ACTION, action]), label).toContain(label);
      // Nor in no institute, whatever is held.
      expect(labels(nowhere, [INSTITUTE_ACTION, action]), label).not.toContain(label);
    }
  });

  it('shows the entries without an action to members of the institute (its basic permission)', () => {
    const everyMember = [
      'My ERP Profile',
      'My Documents',
      'My payslips',
      'Academic',
      'Virtual classroom',
    ];
    for (const label of everyMember) {
      expect(labels(member, [INSTITUTE_ACTION]), label).toContain(label);
      expect(labels(staff, [INSTITUTE_ACTION]), label).toContain(label);
      expect(labels(member, []), label).not.toContain(label);
    }
  });

  it('shows a profile in no institute (super admin, new account) only the Institute entry', () => {
    expect(labels(nowhere, [])).toEqual(['Institute']);
    // Entries gated on an action alone still follow it (social posts are not an institute's).
    expect(labels(nowhere, ['getGroup', 'getNotice', 'getSocialPost'])).toEqual([
      'Institute',
      'Social posts',
    ]);
    expect(gateMenus(shellMenus(nowhere), holding([]), nowhere).map((s) => s.label)).toEqual([
      'Education',
    ]);
  });

  it('shows the class-bound entries only with a default class, linked to it', () => {
    const classBound = ['Course', 'Video lecture', 'Classroom'];
    for (const label of classBound) {
      expect(labels(staff, [INSTITUTE_ACTION]), label).not.toContain(label);
      expect(labels(member, [INSTITUTE_ACTION]), label).toContain(label);
    }
    expect(entry(member, 'Course')?.to).toBe('/course/classWork/c1/default');
    expect(entry(member, 'Video lecture')?.to).toBe('/course/videoLectures/c1/default');
    expect(entry(member, 'Classroom')?.to).toBe('/class/class-activities/c1');
    expect(entry(member, 'Virtual classroom')?.to).toBe('/virtual-classroom');
  });

  it('never links a missing institute or class as "default", "null" or an empty segment', () => {
    for (const user of [member, staff, nowhere]) {
      for (const shown of visible(user, [INSTITUTE_ACTION, 'getExpenseRecord', 'getVehicle'])) {
        // The course id "default" is the spec's own (course/{tabId}/{classId}/default).
        const path = shown.to.replace(/\/default$/, '');
        expect(path, shown.label).not.toMatch(/default|null|undefined|\/\//);
      }
    }
    expect(entry(member, 'My ERP Profile')?.to).toBe('/erp/personal-info/p1/i1/c1');
    expect(entry(staff, 'My ERP Profile')?.to).toBe('/erp/personal-info/p1/i1');
    expect(entry(staff, 'Expenses')?.to).toBe('/expense/day-book/i1');
    expect(entry(member, 'Payments')?.to).toBe('/transactions/all-transactions/i1/c1');
    expect(entry(member, 'Transport')?.to).toBe('/transport/transportation-fee/i1');
  });

  it('drops a section left without entries', () => {
    const sections = gateMenus(shellMenus(member), holding([]), member).map((s) => s.label);
    expect(sections).toEqual(['Education']);
    const all = gateMenus(shellMenus(member), () => true, member).map((s) => s.label);
    expect(all).toEqual(['School ERP', 'Education', 'Career', 'Productivity']);
  });

  it('lists every School ERP and Education entry of spec 2.4', () => {
    const [erp, education] = shellMenus(member);
    expect(erp?.entries.map((e) => e.label)).toEqual([
      'My ERP Profile',
      'My Documents',
      'Timetable',
      'Notices',
      // Not in spec 2.4's list: issue 24 §1's marking screen and a person's month (its link).
      'Mark attendance',
      'Attendance',
      'Leave',
      'Attendance reports',
      'Staff attendance',
      'Fee details',
      'Transport',
      'Expenses',
      'Payments',
      'Salary/payroll',
      // Not in spec 2.4's list: issue 25 §2's own payslips, for every member of the institute.
      'My payslips',
      'Admission Management',
      'Group Management',
      'Academic terms',
      // Not in spec 2.4's list: issue 24 §0's subjects and who teaches them.
      'Subjects',
      'Stock',
      'Gate pass',
      // Not in spec 2.4's list: issue 25 §6's figures and charts (spec 2.3's child statistics).
      'Statistics',
      // Not in spec 2.4's list: issue 25 §6's printable lists (spec 2.3's child print).
      'Print',
    ]);
    expect(education?.entries.map((e) => e.label)).toEqual([
      'Institute',
      'Academic',
      // Not in spec 2.4's list: the built exams screen (spec 2.3's child exam) has its place here.
      'Exams',
      'Course',
      'Video lecture',
      'Notes',
      'Classroom',
      'Virtual classroom',
    ]);
  });
});

describe('the other menus of spec 2.4', () => {
  it('lists Career, Productivity and the user dropdown in order', () => {
    const [, , career, productivity] = shellMenus(member);
    expect(career?.entries.map((e) => e.label)).toEqual(['Career', 'Job posts']);
    expect(productivity?.entries.map((e) => e.label)).toEqual([
      'Social posts',
      'Calendar',
      'To-dos',
    ]);
    expect(userMenuLinks(member).map((e) => [e.label, e.to])).toEqual([
      ['My Profile', '/userprofile/p1'],
      ['My Settings', '/profile-settings/basic-info'],
      ['Upgrade Plan', '/subscription-plans/user'],
      ['Transaction History', '/transaction-history'],
      ['Verify', '/verify-account'],
    ]);
  });

  it('gives the super admin, and only them, the Admin Console in the bar', () => {
    expect(barLinks(member, holding([])).map((e) => e.label)).toEqual([]);
    const superAdmin: MenuUser = { ...nowhere, accountRole: 'ROLE_SUPER_ADMIN' };
    expect(barLinks(superAdmin, holding([])).map((e) => [e.label, e.to])).toEqual([
      ['Admin Console', '/admin-console'],
    ]);
  });
});

describe('a menu entry and its screen decide alike', () => {
  it('offers Admission Management to exactly those its page lets in', () => {
    const entry = shellMenus(member)
      .flatMap((s) => s.entries)
      .find((e) => e.label === 'Admission Management');
    if (!entry) throw new Error('no Admission Management entry');
    const roles: Action[][] = [
      ['createAdmissionConfig'],
      ['decideAdmission'],
      ['getAdmissionRequests'],
      ['getAdmissionRequests', 'createAdmissionConfig'],
    ];
    for (const held of roles) {
      const may = holding([INSTITUTE_ACTION, ...held]);
      const shown = mayShow(entry, may, member);
      const verdict = screenVerdict(admissionAdminRoute.access, may, member, true);
      expect(verdict === 'open', held.join(', ')).toBe(shown);
    }
    // A custom role holding only createAdmissionConfig sees no entry that opens a refusal.
    expect(mayShow(entry, holding([INSTITUTE_ACTION, 'createAdmissionConfig']), member)).toBe(
      false,
    );
  });
});

describe('the Institute entry (spec 2.4: by membership and verification)', () => {
  it('opens the default institute for a verified member, else verify, else join', () => {
    expect(institutePath(member)).toBe('/institute/i1');
    expect(institutePath({ ...member, verified: 'UNVERIFIED' })).toBe('/institute/verify');
    expect(institutePath(nowhere)).toBe('/institute/join');
    expect(institutePath({ ...nowhere, verified: 'UNVERIFIED' })).toBe('/institute/join');
    expect(entry(member, 'Institute')?.to).toBe('/institute/i1');
    expect(labels({ ...nowhere, verified: 'UNVERIFIED' }, [])).toEqual(['Institute']);
  });
});

describe('entries whose screen is not built yet', () => {
  it('are the placeholders of the shell manifest', () => {
    for (const { path } of PLACEHOLDER_ROUTES) {
      expect(opensComingSoon(`/${path.replace(/:\w+/g, 'x')}`), path).toBe(true);
    }
    for (const built of [
      '/',
      '/groups',
      '/group/g1/details',
      '/admission/admin',
      '/terms/terms',
      '/userprofile/p1',
      '/profile-settings/basic-info',
      '/verify-account',
      '/admin-console',
    ]) {
      expect(opensComingSoon(built), built).toBe(false);
    }
  });

  it('say Coming soon, derived from the link; the spec’s Work in progress stays', () => {
    const notes = Object.fromEntries(
      shellMenus(member)
        .flatMap((s) => s.entries)
        .map((e) => [e.label, e.note]),
    );
    expect(notes.Timetable).toBeUndefined();
    expect(notes['Video lecture']).toBe(COMING_SOON);
    expect(notes.Institute).toBe(COMING_SOON);
    expect(notes['Admission Management']).toBeUndefined();
    expect(notes['Group Management']).toBeUndefined();
    expect(notes['Academic terms']).toBeUndefined();
    expect(notes.Career).toBe(WORK_IN_PROGRESS);
    expect(notes['Job posts']).toBe(WORK_IN_PROGRESS);
    for (const e of shellMenus(member).flatMap((s) => s.entries)) {
      if (e.note !== WORK_IN_PROGRESS) {
        expect(e.note === COMING_SOON, e.label).toBe(opensComingSoon(e.to));
      }
    }
  });

  it('are marked in the user dropdown too', () => {
    const notes = userMenuLinks(member).map((e) => [e.label, e.note]);
    expect(notes).toEqual([
      ['My Profile', undefined],
      ['My Settings', undefined],
      ['Upgrade Plan', COMING_SOON],
      ['Transaction History', undefined],
      ['Verify', undefined],
    ]);
  });
});

/** A verified profile of a built-in role, with the role's actions wherever asked. */
const roleHolding = (key: BuiltinRoleKey): May => holding(BUILTIN_ROLES[key].actions);
const working = (user: MenuUser, may: May) =>
  gateMenus(shellMenus(user), may, user)
    .flatMap((s) => s.entries)
    .filter((e) => e.note === undefined);

describe('Coming soon only where no feature manifest provides the screen (issue 22 item 9)', () => {
  it('labels Fee details as working: it opens the fee details screen, not erp/*', () => {
    expect(entry(member, 'Fee details')?.note).toBeUndefined();
    expect(screenOf('/erp/fee-details/p1')).toBe(feeDetailsRoute);
    // The rest of erp/ is still to come.
    expect(opensComingSoon('/erp/no-such-screen')).toBe(true);
    expect(opensComingSoon('/erp/fee-details/p1')).toBe(false);
  });

  it('never marks an entry that declares its screen, in any menu', () => {
    const all = [...shellMenus(member).flatMap((s) => s.entries), ...userMenuLinks(member)];
    const declared = FEATURES.flatMap((f) => f.menu ?? []).filter((e) => e.route);
    for (const d of declared.filter((e) => e.place !== 'bar')) {
      const shown = all.find((e) => e.label === d.label);
      expect(shown?.note, d.label).toBeUndefined();
    }
  });

  it('opens the student’s record (issue 25 §5): My ERP Profile, My Documents and Academic', () => {
    for (const label of ['My ERP Profile', 'My Documents', 'Academic']) {
      expect(entry(member, label)?.note, label).toBeUndefined();
    }
    expect(entry(member, 'My Documents')?.to).toBe('/erp/documents/p1/i1/c1');
    expect(entry(staff, 'My Documents')?.to).toBe('/erp/documents/p1/i1');
    expect(entry(member, 'Academic')?.to).toBe('/erp/Academic');
    expect(screenOf('/erp/personal-info/p1/i1/c1')).toBe(personalInfoRoute);
    expect(screenOf('/erp/personal-info/p1/i1')).toBe(personalInfoRoute);
    expect(screenOf('/erp/documents/p1/i1')).toBe(documentsRoute);
    expect(screenOf('/erp/Academic')).toBe(academicRoute);
    // Every member of the institute: a student, a parent, the staff.
    for (const key of ['STUDENT', 'PARENT', 'TEACHER', 'FRONT_OFFICE', 'ACCOUNTANT'] as const) {
      expect(
        working(member, roleHolding(key)).map((e) => e.label),
        key,
      ).toEqual(expect.arrayContaining(['My ERP Profile', 'My Documents', 'Academic']));
    }
  });

  it('follows a redirect to the screen it lands on', () => {
    expect(screenOf('/fees')).toBe(feeStructureRoute);
    expect(opensComingSoon('/fees')).toBe(false);
    expect(opensComingSoon('/no-such-screen')).toBe(true);
  });

  it('gives Exams a place in Education, after Academic, to those who set or sit exams', () => {
    const [, education] = shellMenus(member);
    expect(education?.entries.map((e) => e.label).slice(0, 3)).toEqual([
      'Institute',
      'Academic',
      'Exams',
    ]);
    expect(entry(member, 'Exams')).toMatchObject({ to: '/exam', note: undefined });
    expect(screenOf('/exam')).toBe(examsRoute);
    for (const key of ['TEACHER', 'STUDENT', 'PARENT', 'INSTITUTE_ADMIN'] as const) {
      expect(labels(member, BUILTIN_ROLES[key].actions), key).toContain('Exams');
    }
    for (const key of ['ACCOUNTANT', 'TRANSPORT_MANAGER', 'FRONT_OFFICE'] as const) {
      expect(labels(staff, BUILTIN_ROLES[key].actions), key).not.toContain('Exams');
    }
  });

  it('leaves no built-in role without a working entry (the teacher had none)', () => {
    const roles: [BuiltinRoleKey, MenuUser][] = [
      ['INSTITUTE_ADMIN', staff],
      ['ACCOUNTANT', staff],
      ['TEACHER', member],
      ['STUDENT', member],
      ['PARENT', member],
      ['FRONT_OFFICE', staff],
      ['TRANSPORT_MANAGER', staff],
    ];
    for (const [key, user] of roles) {
      expect(working(user, roleHolding(key)).length, key).toBeGreaterThan(0);
    }
    expect(working(member, roleHolding('TEACHER')).map((e) => e.label)).toContain('Exams');
    expect(working(member, roleHolding('PARENT')).map((e) => e.label)).toEqual(
      expect.arrayContaining(['Fee details', 'Exams']),
    );
    expect(working(staff, roleHolding('ACCOUNTANT')).map((e) => e.label)).toEqual(
      expect.arrayContaining(['Fee details', 'Transport', 'Payments']),
    );
    expect(working(staff, roleHolding('TRANSPORT_MANAGER')).map((e) => e.label)).toContain(
      'Transport',
    );
    // The store: kept by the front office, read by the accountant, not seen by a teacher.
    for (const key of ['FRONT_OFFICE', 'ACCOUNTANT', 'INSTITUTE_ADMIN'] as const) {
      expect(
        working(staff, roleHolding(key)).map((e) => e.label),
        key,
      ).toContain('Stock');
    }
    for (const key of ['TEACHER', 'STUDENT', 'PARENT', 'TRANSPORT_MANAGER'] as const) {
      expect(
        working(member, roleHolding(key)).map((e) => e.label),
        key,
      ).not.toContain('Stock');
    }
    // The front office's screen (issue 25 §4): offered to the desk only, though every member
    // may open it for their own visitors and their children's gate passes.
    for (const key of ['FRONT_OFFICE', 'INSTITUTE_ADMIN'] as const) {
      expect(
        working(staff, roleHolding(key)).map((e) => e.label),
        key,
      ).toContain('Gate pass');
    }
    for (const key of ['TEACHER', 'STUDENT', 'PARENT', 'ACCOUNTANT'] as const) {
      expect(
        working(member, roleHolding(key)).map((e) => e.label),
        key,
      ).not.toContain('Gate pass');
    }
    // The statistics (issue 25 §6): the admin's and the accountant's, nobody else's.
    for (const key of ['ACCOUNTANT', 'INSTITUTE_ADMIN'] as const) {
      expect(
        working(staff, roleHolding(key)).map((e) => e.label),
        key,
      ).toContain('Statistics');
    }
    for (const key of ['TEACHER', 'STUDENT', 'PARENT', 'FRONT_OFFICE'] as const) {
      expect(
        working(member, roleHolding(key)).map((e) => e.label),
        key,
      ).not.toContain('Statistics');
    }
    expect(entry(member, 'Statistics')).toMatchObject({ to: '/statistics', note: undefined });
    expect(opensComingSoon('/statistics')).toBe(false);
    expect(entry(member, 'Gate pass')).toMatchObject({
      to: '/visitor-management',
      note: undefined,
    });
    expect(opensComingSoon('/visitor-management')).toBe(false);
    // Print (issue 25 §6): for the staff who may list a class or read the fees; not a student
    // or a parent.
    for (const key of ['FRONT_OFFICE', 'ACCOUNTANT', 'INSTITUTE_ADMIN', 'TEACHER'] as const) {
      expect(
        working(staff, roleHolding(key)).map((e) => e.label),
        key,
      ).toContain('Print');
    }
    for (const key of ['STUDENT', 'PARENT'] as const) {
      expect(
        working(member, roleHolding(key)).map((e) => e.label),
        key,
      ).not.toContain('Print');
    }
    expect(entry(member, 'Print')).toMatchObject({ to: '/print', note: undefined });
    expect(opensComingSoon('/print')).toBe(false);
  });
});
