import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { newPerson, usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import { linkFrom } from '../fixtures/smtp-sink.js';
import { POLL } from '../fixtures/timeouts.js';
import {
  button,
  field,
  openQuickPanel,
  scrollsSideways,
  seeText,
  signIn,
  waitForPath,
} from '../fixtures/ui.js';

// The demo school's institute admin (README "Demo accounts").
const ADMIN = DEMO.admin;

const portal = usePortal({ seedDemo: true });

describe('group management', () => {
  it('an admin invites a new teacher by e-mail; setting the password accepts and shows the institute', async () => {
    const page = await portal.newPage('desktop');
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForPath(page, '/');

    // Group Management: the institute with its classes by level.
    await page.goto('/groups');
    await seeText(page, 'Group Management');
    const school = page.getByRole('region', { name: 'Demo Public School' });
    await school.getByRole('link', { name: 'Class 10 B' }).waitFor();
    await settled(page);
    await snap(page, 'groups-admin');
    expect(await scrollsSideways(page)).toBe(false);

    // A class's page: its institute, and its members (filtered by session).
    await school.getByRole('link', { name: 'Class 5 A' }).click();
    await seeText(page, 'Class 5 A');
    const classMembers = page.getByRole('region', { name: 'Members' });
    await classMembers.getByText('Asha Verma').waitFor();
    await settled(page);
    await snap(page, 'group-page-class');
    await classMembers.getByLabel('Search members').fill('rohan');
    await classMembers.getByText('Rohan Mehta').waitFor();
    await classMembers.getByLabel('Session').selectOption({ label: '2025-26' });
    await classMembers.getByText('No member matches “rohan”.').waitFor();
    await page.goBack();

    // The institute's page, then its administration.
    await school.getByRole('link', { name: 'Demo Public School' }).click();
    await seeText(page, 'Active session 2026-27');
    const members = page.getByRole('region', { name: 'Members' });
    await members.getByLabel('Search members').fill('anita');
    await members.getByText('Anita Desai').waitFor();
    await settled(page);
    await snap(page, 'group-page-institute');
    // At school scale (issue 22 item 11): a student by admission number, with the class; the
    // members of one class.
    await members.getByLabel('Search members').fill('DPS/0001');
    await members.getByRole('cell', { name: 'DPS/0001', exact: true }).waitFor();
    await members.getByLabel('Search members').fill('');
    await members.getByLabel('Class').selectOption({ label: 'Nursery A' });
    await members.getByText(/^\d+ memberships? match$/).waitFor();
    await members.getByRole('cell', { name: 'Nursery A', exact: true }).first().waitFor();
    await snap(page, 'group-page-institute-by-class');
    await page.getByRole('link', { name: 'Administration' }).click();
    await seeText(page, 'Demo Public School: administration');

    // Invite a new teacher by e-mail.
    const teacher = newPerson();
    await button(page, 'Invite by e-mail').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill('not-an-address');
    await dialog.getByLabel('First name').fill(teacher.firstName);
    await dialog.getByLabel('Last name').fill(teacher.lastName);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Enter Valid Email').first().waitFor();
    await dialog.getByLabel('E-mail address').fill(teacher.email);
    await dialog.getByLabel('Role').selectOption({ label: 'Teacher' });
    await snap(page, 'group-invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await seeText(page, `The invitation was sent to ${teacher.email.toLowerCase()}.`);
    await dialog.waitFor({ state: 'detached' });
    // Nobody joins before accepting: the invitation waits, as it was typed.
    await page
      .getByRole('list', { name: 'Invitations' })
      .getByRole('listitem')
      .filter({ hasText: teacher.email.toLowerCase() })
      .getByText('Waiting for an answer')
      .waitFor();
    await page.getByLabel('Search members').fill(teacher.email.toLowerCase());
    await page.getByText(`No member matches “${teacher.email.toLowerCase()}”.`).waitFor();
    await snap(page, 'group-details-members');

    // Roles with the permission checklist, and the audit log.
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Edit Teacher' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Exams permissions' }).click();
    await snap(page, 'group-role-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // The audit log names who invited whom, where and as what.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page
      .getByRole('list', { name: 'Audit log' })
      .getByText(
        new RegExp(
          `^Anita Desai invited ${teacher.firstName} ${teacher.lastName} \\(${teacher.email.replace(/\./g, '\\.')}\\) to Demo Public School\\.$`,
          'i',
        ),
      )
      .first()
      .waitFor();
    await snap(page, 'group-audit-log');

    // The teacher sets a password from the mail and sees the institute.
    const mail = await portal.sink.waitFor({ to: teacher.email.toLowerCase() });
    const teacherPage = await portal.newPage('phone');
    await teacherPage.goto(linkFrom(mail, '/auth/setpassword/'));
    await field.newPassword(teacherPage).fill(teacher.password);
    await field.confirmPassword(teacherPage).fill(teacher.password);
    await button(teacherPage, 'Submit').click();
    await waitForPath(teacherPage, '/auth');
    await signIn(teacherPage, teacher.email, teacher.password);
    await waitForPath(teacherPage, '/');
    await teacherPage.goto('/groups');
    await teacherPage.getByRole('link', { name: 'Demo Public School' }).waitFor();
    await teacherPage.getByText('Teacher', { exact: true }).first().waitFor();
    await settled(teacherPage);
    await snap(teacherPage, 'groups-teacher');
    expect(await scrollsSideways(teacherPage)).toBe(false);
    // The quick panel names the institute (not an id) with the role there.
    await openQuickPanel(teacherPage);
    const instituteBox = teacherPage.getByRole('checkbox', {
      name: 'Default institute: Demo Public School',
    });
    await instituteBox.waitFor();
    // The invitation made it the new profile's default institute.
    await expect.poll(() => instituteBox.isChecked(), POLL).toBe(true);
    await snap(teacherPage, 'quick-panel-groups-teacher');
  });

  it('someone who already has an account joins only after accepting the invitation while signed in', async () => {
    const person = newPerson();
    await portal.createVerifiedAccount(person);
    // The admin invites the address into Class 5 A as a teacher.
    const login = await portal.api('POST', '/rest/auth/login', ADMIN);
    const cookie = (login.setCookie ?? '').split(';')[0] as string;
    const instituteId = (login.body as { defaultInstituteId: string }).defaultInstituteId;
    const classes = await portal.api(
      'GET',
      `/rest/groups/${instituteId}/classes`,
      undefined,
      cookie,
    );
    const class5 = (classes.body as { id: string; name: string }[]).find(
      (g) => g.name === 'Class 5 A',
    );
    const roles = await portal.api('GET', `/rest/roles?groupId=${class5?.id}`, undefined, cookie);
    const teacherRole = (roles.body as { id: string; name: string }[]).find(
      (r) => r.name === 'Teacher',
    );
    const sessions = await portal.api(
      'GET',
      `/rest/academic/session/all?groupId=${class5?.id}`,
      undefined,
      cookie,
    );
    const active = (sessions.body as { id: string; activeStatus: string }[]).find(
      (x) => x.activeStatus === 'true',
    );
    const invited = await portal.api(
      'POST',
      `/rest/groups/${class5?.id}/members/invite`,
      {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        roleId: teacherRole?.id,
        sessionId: active?.id,
      },
      cookie,
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const mail = await portal.sink.waitFor({ to: person.email, subject: /invitation/i });
    expect(mail.text).toContain('asks you to join Class 5 A of Demo Public School as Teacher');
    expect(mail.text).toMatch(/https?:\/\/\S+\/invitations\s/);

    const page = await portal.newPage('phone');
    await signIn(page, person.email, person.password);
    await waitForPath(page, '/');
    await seeText(page, 'An invitation is waiting for your answer.');
    await page.getByRole('link', { name: 'Review' }).click();
    await waitForPath(page, '/invitations');
    const card = page.getByRole('listitem').filter({ hasText: 'Demo Public School' });
    await card.getByText('asks you to join Class 5 A of Demo Public School as Teacher').waitFor();
    await settled(page);
    await snap(page, 'invitations-phone');
    expect(await scrollsSideways(page)).toBe(false);
    await card
      .getByRole('button', { name: 'Accept the invitation from Demo Public School' })
      .click();
    await seeText(page, 'You have joined Class 5 A.');
    await seeText(page, 'You have no invitations waiting.');
    await page.goto('/groups');
    await page.getByRole('link', { name: 'Class 5 A' }).first().waitFor();
    await snap(page, 'groups-after-accepting');
  });

  it('a student cannot set up the institute, and an address naming no group shows not found', async () => {
    const login = await portal.api('POST', '/rest/auth/login', {
      username: 'rohan_mehta',
      password: 'Student@123',
    });
    expect(login.status).toBe(200);
    const instituteId = (login.body as { defaultInstituteId: string }).defaultInstituteId;
    const page = await portal.newPage('phone');
    const asked: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/rest/')) asked.push(`${r.method()} ${pathname}`);
    });
    await signIn(page, 'rohan_mehta', 'Student@123');
    await waitForPath(page, '/');

    // Quick setup: the no-permission screen, not five steps whose saves would be refused.
    await page.goto(`/quick-setup/institute/${instituteId}`);
    await page.getByRole('heading', { level: 1, name: 'Quick setup' }).waitFor();
    await seeText(page, 'You do not have permission to set up this institute.');
    expect(await page.getByText(/Step \d of 5/).count()).toBe(0);
    expect(asked.filter((a) => a.includes(`/rest/institutes/${instituteId}`))).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'quick-setup-no-permission');

    // A group address whose id is no id: not found at once, without asking the server.
    await page.goto('/group/xyz/details');
    await seeText(page, 'This group does not exist.');
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(asked.filter((a) => a.includes('/rest/groups/xyz'))).toEqual([]);
    await snap(page, 'group-not-found');
    await page.getByRole('link', { name: 'Go to Group Management' }).click();
    await waitForPath(page, '/groups');
    await seeText(page, 'Group Management');
  });

  it('an admin gives Class 5 A Hindi taught by Asha Verma on a phone; her dashboard lists it', async () => {
    const page = await portal.newPage('phone');
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForPath(page, '/');
    await settled(page);
    // School ERP → Subjects (the menu walk opens every menu entry of every demo role).
    await page.goto('/subjects');
    await page.getByRole('heading', { name: 'Subject list' }).waitFor();
    await page.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: 'Class 5 A', exact: true }).click();
    const subjects = page.getByRole('list', { name: 'Subjects of Class 5 A' });
    const hindi = subjects.getByRole('checkbox', { name: 'Hindi' });
    await hindi.waitFor();
    if (!(await hindi.isChecked())) await hindi.check();
    await subjects.getByLabel('Teachers of Hindi').fill('Asha');
    await page.getByRole('option', { name: 'Asha Verma' }).click();
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'subjects-class-phone');
    await page.getByRole('button', { name: 'Save Class 5 A' }).click();
    await seeText(page, 'Subjects of the class saved.');

    const teacher = await portal.newPage('phone');
    await signIn(teacher, DEMO.teacher.username, DEMO.teacher.password);
    await waitForPath(teacher, '/');
    await teacher
      .getByRole('region', { name: 'Your subjects' })
      .locator('li')
      .filter({ hasText: 'Class 5 A' })
      .filter({ hasText: 'Hindi' })
      .waitFor();
    await snap(teacher, 'subjects-teacher-dashboard-phone');
  });
});
