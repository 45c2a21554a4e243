import type { FeatureManifest } from '../core/manifest';
import { academic } from './academic/manifest';
import { account } from './account/manifest';
import { admin } from './admin/manifest';
import { admission } from './admission/manifest';
import { attendance } from './attendance/manifest';
import { calendar } from './calendar/manifest';
import { chat } from './chat/manifest';
import { dashboard } from './dashboard/manifest';
import { exams } from './exams/manifest';
import { expenses } from './expenses/manifest';
import { fees } from './fees/manifest';
import { groups } from './groups/manifest';
import { imports } from './imports/manifest';
import { institutes } from './institutes/manifest';
import { inventory } from './inventory/manifest';
import { invitations } from './invitations/manifest';
import { notices } from './notices/manifest';
import { notifications } from './notifications/manifest';
import { payments } from './payments/manifest';
import { payroll } from './payroll/manifest';
import { print } from './print/manifest';
import { profiles } from './profiles/manifest';
import { records } from './records/manifest';
import { setup } from './setup/manifest';
import { shell } from './shell/manifest';
import { statistics } from './statistics/manifest';
import { subjects } from './subjects/manifest';
import { timetable } from './timetable/manifest';
import { transport } from './transport/manifest';
import { visitors } from './visitors/manifest';

/**
 * Every feature of the signed-in app, one line each. The router (app/routes.ts), the menus
 * (shell/menus.ts), the dashboard's shortcuts (app/RootLayout.tsx) and the screen gate
 * are built from these; a new feature is a folder with a manifest.ts, and a line here.
 */
export const FEATURES: readonly FeatureManifest[] = [
  dashboard,
  academic,
  account,
  admin,
  admission,
  calendar,
  attendance,
  chat,
  exams,
  expenses,
  fees,
  groups,
  imports,
  institutes,
  inventory,
  invitations,
  notices,
  notifications,
  payments,
  payroll,
  print,
  profiles,
  records,
  setup,
  statistics,
  subjects,
  timetable,
  transport,
  visitors,
  shell,
];
