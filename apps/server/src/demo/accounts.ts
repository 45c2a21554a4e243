import type { BuiltinRoleKey } from '@shala/shared';
import type { SystemAccount } from '../modules/auth/index.js';

export type DemoAccount = SystemAccount & {
  /** What the accounts table printed by `npm run demo` says about it. */
  note: string;
  /** The built-in role it holds in Demo Public School; null for the super admin. */
  role: BuiltinRoleKey | null;
};

/**
 * The named accounts `npm run demo` creates, with real passwords; README lists them. All are
 * verified. Their memberships (and Priya's two children) are made by `seedDemo`.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'superadmin',
    password: 'Shala@2026',
    email: 'superadmin@demo.shala.in',
    firstName: 'Super',
    lastName: 'Admin',
    accountRole: 'ROLE_SUPER_ADMIN',
    note: 'super admin',
    role: null,
  },
  {
    username: 'anita_desai',
    password: 'Admin@1234',
    email: 'anita.desai@demo.shala.in',
    firstName: 'Anita',
    lastName: 'Desai',
    accountRole: 'ROLE_USER',
    note: 'institute admin',
    role: 'INSTITUTE_ADMIN',
  },
  {
    username: 'asha_verma',
    password: 'Teacher@123',
    email: 'asha.verma@demo.shala.in',
    firstName: 'Asha',
    lastName: 'Verma',
    accountRole: 'ROLE_USER',
    note: 'teacher (Class 5 A)',
    role: 'TEACHER',
  },
  {
    username: 'rohan_mehta',
    password: 'Student@123',
    email: 'rohan.mehta@demo.shala.in',
    firstName: 'Rohan',
    lastName: 'Mehta',
    accountRole: 'ROLE_USER',
    note: 'student (Class 5 A)',
    role: 'STUDENT',
  },
  {
    username: 'priya_sharma',
    password: 'Parent@123',
    email: 'priya.sharma@demo.shala.in',
    firstName: 'Priya',
    lastName: 'Sharma',
    accountRole: 'ROLE_USER',
    note: 'parent of Aarav and Diya',
    role: 'PARENT',
  },
  {
    username: 'vikram_iyer',
    password: 'Staff@1234',
    email: 'vikram.iyer@demo.shala.in',
    firstName: 'Vikram',
    lastName: 'Iyer',
    accountRole: 'ROLE_USER',
    note: 'front office',
    role: 'FRONT_OFFICE',
  },
  {
    username: 'kavita_rao',
    password: 'Accounts@123',
    email: 'kavita.rao@demo.shala.in',
    firstName: 'Kavita',
    lastName: 'Rao',
    accountRole: 'ROLE_USER',
    note: 'accountant',
    role: 'ACCOUNTANT',
  },
  {
    username: 'suresh_nair',
    password: 'Transport@123',
    email: 'suresh.nair@demo.shala.in',
    firstName: 'Suresh',
    lastName: 'Nair',
    accountRole: 'ROLE_USER',
    note: 'transport manager',
    role: 'TRANSPORT_MANAGER',
  },
];
