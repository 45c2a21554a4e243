import type { Action } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { gateMenus, shellMenus } from './menus';

const user = { userProfileId: 'p1', defaultInstituteId: 'i1', defaultClassId: 'c1' };
const labels = (held: Action[]) =>
  gateMenus(shellMenus(user), (action) => held.includes(action)).flatMap((section) =>
    section.entries.map((entry) => entry.label),
  );

describe('menus gated by permissions', () => {
  it('maps the School ERP entries to their actions', () => {
    const cases: [string, Action][] = [
      ['Fee details', 'getFeeStructure'],
      ['Transport', 'getVehicle'],
      ['Expenses', 'getExpenseRecord'],
      ['Payments', 'getPaymentRecordForGroup'],
      ['Salary/payroll', 'getSalaryStructure'],
      ['Admission Management', 'createAdmissionConfig'],
      ['Gate pass', 'createGatePass'],
      ['Notices', 'getNotice'],
      ['Group Management', 'manageGroup'],
      ['Academic terms', 'manageAcademicSession'],
    ];
    for (const [label, action] of cases) {
      expect(labels([]), label).not.toContain(label);
      expect(labels([action]), label).toContain(label);
    }
  });

  it('keeps entries without a permission for everyone', () => {
    const visible = labels([]);
    for (const label of ['My ERP Profile', 'My Documents', 'Timetable', 'Stock', 'Classroom']) {
      expect(visible).toContain(label);
    }
  });

  it('drops a section left without entries', () => {
    const sections = gateMenus(shellMenus(user), () => false).map((s) => s.label);
    expect(sections).toEqual(['School ERP', 'Education']);
    const all = gateMenus(shellMenus(user), () => true).map((s) => s.label);
    expect(all).toEqual(['School ERP', 'Education', 'Career', 'Productivity']);
  });

  it('lists every School ERP entry of spec 2.4', () => {
    const erp = shellMenus(user)[0]?.entries.map((e) => e.label);
    expect(erp).toEqual([
      'My ERP Profile',
      'My Documents',
      'Timetable',
      'Notices',
      'Fee details',
      'Transport',
      'Expenses',
      'Payments',
      'Salary/payroll',
      'Admission Management',
      'Group Management',
      'Academic terms',
      'Stock',
      'Gate pass',
    ]);
  });
});
