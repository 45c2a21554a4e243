import { academicModule } from './academic/index.js';
import { accountModule } from './account/index.js';
import { adminModule } from './admin/index.js';
import { admissionModule } from './admission/index.js';
import { auditModule } from './audit/index.js';
import { authModule } from './auth/index.js';
import { chatModule } from './chat/index.js';
import { contactModule } from './contact/index.js';
import { examsModule } from './exams/index.js';
import { feesModule } from './fees/index.js';
import { groupsModule } from './groups/index.js';
import { healthModule } from './health/index.js';
import { importsModule } from './imports/index.js';
import { institutesModule } from './institutes/index.js';
import { invitationsModule } from './invitations/index.js';
import type { ServerModule } from './module.js';
import { notificationsModule } from './notifications/index.js';
import { paymentsModule } from './payments/index.js';
import { peopleModule } from './people/index.js';
import { permissionsModule } from './permissions/index.js';
import { profilesModule } from './profiles/index.js';
import { pushModule } from './push/index.js';
import { rolesModule } from './roles/index.js';
import { setupModule } from './setup/index.js';
import { transportModule } from './transport/index.js';

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
  paymentsModule,
  pushModule,
];
