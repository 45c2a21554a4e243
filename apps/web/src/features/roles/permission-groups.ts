import { EXAM_ACTIONS, GROUP_ACTIONS, type GroupAction } from '@shala/shared';

/** The role editor's checklist sections, by module, in the order a school thinks of them. */
const SECTIONS: { title: string; match: (action: string) => boolean }[] = [
  { title: 'Institute and classes', match: (a) => ['getGroup', 'manageGroup'].includes(a) },
  {
    title: 'Members, roles and audit',
    match: (a) =>
      [
        'getMembers',
        'getMemberDetails',
        'manageMembers',
        'manageRoles',
        'importMembers',
        'getAuditLog',
      ].includes(a),
  },
  {
    title: 'Academic sessions and attendance',
    match: (a) => ['getAcademicSession', 'manageAcademicSession', 'getAttendanceStats'].includes(a),
  },
  { title: 'Attendance and leave', match: (a) => /Attendance$|Leave$/.test(a) },
  { title: 'Subjects and teachers', match: (a) => /Subject$|Subjects$/.test(a) },
  { title: 'Timetable', match: (a) => /Timetable$/.test(a) },
  { title: 'Admission', match: (a) => /Admission/.test(a) },
  { title: 'Notices', match: (a) => /Notices?$/.test(a) },
  {
    title: 'Fees and accounts',
    match: (a) => /Fee|Expense|PaymentRecord|FinancialAccount/.test(a),
  },
  { title: 'Payroll', match: (a) => /Salary|Employment|PaySlip|Payroll/.test(a) },
  { title: 'Transport', match: (a) => /Vehicle|Transport/.test(a) },
  { title: 'Stock', match: (a) => /Stock$/.test(a) },
  { title: 'Gate pass', match: (a) => a === 'createGatePass' },
  { title: 'Certificates', match: (a) => a === 'issueCertificate' },
  { title: 'Statistics', match: (a) => a === 'getStatistics' },
  { title: 'Exams', match: (a) => (EXAM_ACTIONS as readonly string[]).includes(a) },
  { title: 'Notes', match: (a) => /Notes$/.test(a) },
  { title: 'Social posts', match: (a) => /SocialPost$/.test(a) },
  { title: 'Job posts', match: (a) => /JobPost$/.test(a) },
  { title: 'Events', match: (a) => /Events?$/.test(a) },
  { title: 'Career', match: (a) => /Career$/.test(a) },
];

export type PermissionSection = { title: string; actions: GroupAction[] };

/** Every group action in exactly one section; actions added later land in "Other". */
export function permissionSections(
  actions: readonly GroupAction[] = GROUP_ACTIONS,
): PermissionSection[] {
  const sections = SECTIONS.map((s) => ({ title: s.title, actions: [] as GroupAction[] }));
  const other: GroupAction[] = [];
  for (const action of actions) {
    const index = SECTIONS.findIndex((s) => s.match(action));
    if (index >= 0) sections[index]?.actions.push(action);
    else other.push(action);
  }
  return [...sections, { title: 'Other', actions: other }].filter((s) => s.actions.length > 0);
}

/** How a section's checkbox shows: all, none or some of its actions chosen. */
export function sectionState(
  section: PermissionSection,
  chosen: ReadonlySet<string>,
): 'all' | 'none' | 'some' {
  const n = section.actions.filter((a) => chosen.has(a)).length;
  return n === 0 ? 'none' : n === section.actions.length ? 'all' : 'some';
}
