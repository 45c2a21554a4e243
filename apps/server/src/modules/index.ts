import { academicModule } from './academic/module.js';
import { accountModule } from './account/module.js';
import { adminModule } from './admin/module.js';
import { admissionModule } from './admission/module.js';
import { attendanceModule } from './attendance/module.js';
import { auditModule } from './audit/module.js';
import { authModule } from './auth/module.js';
import { calendarModule } from './calendar/module.js';
import { chatModule } from './chat/module.js';
import { contactModule } from './contact/module.js';
import { examsModule } from './exams/module.js';
import { expensesModule } from './expenses/module.js';
import { feesModule } from './fees/module.js';
import { groupsModule } from './groups/module.js';
import { healthModule } from './health/module.js';
import { importsModule } from './imports/module.js';
import { institutesModule } from './institutes/module.js';
import { inventoryModule } from './inventory/module.js';
import { invitationsModule } from './invitations/module.js';
import type { ServerModule } from './module.js';
import { noticesModule } from './notices/module.js';
import { notificationsModule } from './notifications/module.js';
import { paymentsModule } from './payments/module.js';
import { payrollModule } from './payroll/module.js';
import { peopleModule } from './people/module.js';
import { permissionsModule } from './permissions/module.js';
import { printModule } from './print/module.js';
import { profilesModule } from './profiles/module.js';
import { pushModule } from './push/module.js';
import { recordsModule } from './records/module.js';
import { rolesModule } from './roles/module.js';
import { setupModule } from './setup/module.js';
import { statisticsModule } from './statistics/module.js';
import { subjectsModule } from './subjects/module.js';
import { timetableModule } from './timetable/module.js';
import { transportModule } from './transport/module.js';
import { visitorsModule } from './visitors/module.js';

/** Every module of the portal: adding one is its folder plus one line here. */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  peopleModule,
  authModule,
  contactModule,
  academicModule,
  permissionsModule,
  profilesModule,
  accountModule,
  notificationsModule,
  noticesModule,
  auditModule,
  groupsModule,
  rolesModule,
  institutesModule,
  admissionModule,
  adminModule,
  setupModule,
  importsModule,
  invitationsModule,
  chatModule,
  examsModule,
  feesModule,
  transportModule,
  subjectsModule,
  timetableModule,
  attendanceModule,
  paymentsModule,
  expensesModule,
  payrollModule,
  inventoryModule,
  visitorsModule,
  recordsModule,
  printModule,
  statisticsModule,
  pushModule,
  calendarModule,
];
