/**
 * The built screens no menu entry or dashboard shortcut opens, each with the screen (or flow)
 * that leads to it. The manifests' unit test and the browser's menu walk (e2e menu-walk) fail on
 * a built screen that has neither an entry nor a line here.
 */
export const REACHED_WITHIN: Readonly<Record<string, string>> = {
  '': 'the logo of the top bar',
  'sign-contract': 'the sign-in flow (spec §4 userContract)',
  chat: 'the quick panel’s Visit Chat page',
  invitations: 'the dashboard’s waiting invitations',
  'notification/:id': 'the notification dropdown',
  'quick-setup/institute/:groupId': 'the institute admin’s dashboard card',
  'course/tasks-and-submissions/:groupId': 'the exams screen and its notifications',
  'exam/questions/:groupId': 'the exams screen',
  'exam/manage/:groupId/:taskId': 'the exams screen and a teacher’s dashboard',
  'exam/result/:groupId/:taskId': 'the exams screen and the dashboard’s Exams card',
  'class/financials/:groupId': 'the fee structure and fee details screens',
  transactions: 'the Payments menu entry’s institute (it sends on)',
  'transactions/collection/:instituteId': 'the Payments screen and the dashboard',
  'transactions/accounts/:instituteId': 'the Payments screen',
  'todo/:id': 'the To-dos list, the calendar and a to-do’s reminder in the bell',
};
