import type { SystemAccount } from './system-accounts.js';

/** The accounts `npm run demo` creates; README lists them. All are verified. */
export const DEMO_ACCOUNTS: (SystemAccount & { note: string })[] = [
  {
    username: 'superadmin',
    password: 'Shala@2026',
    email: 'superadmin@demo.shala.in',
    firstName: 'Super',
    lastName: 'Admin',
    accountRole: 'ROLE_SUPER_ADMIN',
    note: 'super admin',
  },
  {
    username: 'asha_verma',
    password: 'Teacher@123',
    email: 'asha.verma@demo.shala.in',
    firstName: 'Asha',
    lastName: 'Verma',
    accountRole: 'ROLE_USER',
    note: 'teacher',
  },
  {
    username: 'rohan_mehta',
    password: 'Student@123',
    email: 'rohan.mehta@demo.shala.in',
    firstName: 'Rohan',
    lastName: 'Mehta',
    accountRole: 'ROLE_USER',
    note: 'student',
  },
  {
    username: 'priya_sharma',
    password: 'Parent@123',
    email: 'priya.sharma@demo.shala.in',
    firstName: 'Priya',
    lastName: 'Sharma',
    accountRole: 'ROLE_USER',
    note: 'parent',
  },
  {
    username: 'vikram_iyer',
    password: 'Staff@1234',
    email: 'vikram.iyer@demo.shala.in',
    firstName: 'Vikram',
    lastName: 'Iyer',
    accountRole: 'ROLE_USER',
    note: 'office staff',
  },
];
