import { indiaDay } from '@shala/shared';
import { describe, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import {
  type ApiSession,
  apiOk,
  apiSignIn,
  classIdOf,
  type ImportedStudent,
  importStudents,
  setPasswordFromMail,
} from '../fixtures/exam-seed.js';
import { usePortal } from '../fixtures/portal.js';
import { button, seeText, signIn, waitForPath } from '../fixtures/ui.js';

// Issue 24 §1 "Must show", on the demo school: Asha Verma marks Class 5 A on a 360 px phone
// (everyone present, two tapped absent) and the absent child's guardian finds the alert in the
// bell; the guardian asks for the child's leave, Asha approves it, and the class's register shows
// the day On leave (E). The guardian is a parent imported for the test (the demo's Class 5 A
// parents are invited, with no password). Today is made a working day for Class 5 A, whatever
// the calendar says (a Sunday, a holiday), so the spec runs on any day. The tests run in order.
const portal = usePortal({ seedDemo: true });
const TEACHER = DEMO.teacher;
const PASSWORD = 'Tamarind@Grove73';
const TARA: ImportedStudent = {
  firstName: 'Tara',
  lastName: 'Kapoor',
  email: 'tara.kapoor@example.com',
  parent: { firstName: 'Neha', lastName: 'Kapoor', email: 'neha.kapoor@example.com' },
  relation: 'Mother',
};

describe('attendance', () => {
  it('a teacher marks Class 5 A on a phone and the absent child’s guardian is alerted', async () => {
    const admin: ApiSession = await apiSignIn(portal, DEMO.admin.username, DEMO.admin.password);
    const classId = await classIdOf(portal, admin, 'Class 5 A');
    await importStudents(portal, admin, 'Class 5 A', [TARA]);
    await setPasswordFromMail(portal, TARA.parent.email, PASSWORD);
    await apiOk(portal, admin, 'POST', '/rest/attendance/holidays', {
      groupId: admin.instituteId,
      day: indiaDay(new Date()),
      kind: 'WORKING',
      name: 'Attendance drill',
      classId,
    });

    const phone = await portal.newPage('phone');
    await signIn(phone, TEACHER.username, TEACHER.password);
    await waitForPath(phone, '/');
    await phone.goto('/erp/attendance/mark');
    await phone.getByRole('button', { name: /Tara Kapoor\s*: Present/ }).click();
    await phone.getByRole('button', { name: /Rohan Mehta\s*: Present/ }).click();
    await phone.getByRole('button', { name: /Tara Kapoor\s*: Absent/ }).waitFor();
    await snap(phone, 'attendance-mark');
    await phone.getByRole('button', { name: 'Save attendance (2 absent)', exact: true }).click();
    await seeText(phone, /^Attendance saved for \d+ students\.$/);

    const parent = await portal.newPage('phone');
    await signIn(parent, TARA.parent.email, PASSWORD);
    await waitForPath(parent, '/');
    await parent.getByRole('button', { name: /^Notifications/ }).click();
    await seeText(parent, /^Tara Kapoor is absent today/);
    await snap(parent, 'attendance-alert');
  });

  it('a parent asks for leave, the teacher approves, and the register shows the day On leave', async () => {
    const parent = await portal.newPage('phone');
    await signIn(parent, TARA.parent.email, PASSWORD);
    await waitForPath(parent, '/');
    await parent.goto('/erp/attendance/leave');
    await parent.getByLabel(/^Reason/).fill('Fever since the morning');
    await button(parent, 'Ask for leave').click();
    await seeText(parent, 'Leave requested. You will be told when it is decided.');
    await snap(parent, 'attendance-leave-asked');

    const teacher = await portal.newPage('desktop');
    await signIn(teacher, TEACHER.username, TEACHER.password);
    await waitForPath(teacher, '/');
    await teacher.goto('/erp/attendance/leave');
    await teacher.getByRole('button', { name: 'Approve leave of Tara Kapoor' }).click();
    await seeText(teacher, 'Leave approved: its days are marked On leave.');
    await teacher.goto('/erp/attendance/reports');
    const row = teacher.getByRole('row', { name: /Tara Kapoor/ });
    await row.getByRole('cell', { name: 'E', exact: true }).waitFor();
    await snap(teacher, 'attendance-register');
  });
});
