import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap, VIEWPORTS } from '../fixtures/artifacts.js';
import { usePortal } from '../fixtures/portal.js';
import { ADMIN } from '../fixtures/server.js';
import { linkFrom } from '../fixtures/smtp-sink.js';
import { POLL } from '../fixtures/timeouts.js';
import {
  button,
  field,
  scrollsSideways,
  seeText,
  signIn,
  signInstituteAgreement,
  waitForPath,
  waitForTitle,
} from '../fixtures/ui.js';

const portal = usePortal();

const letters = (n: number) =>
  Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');

/** A field of the Create institute dialog, by its exact label. */
const dialogField = (page: Page, label: string) =>
  page.getByRole('dialog').getByLabel(label, { exact: true });

describe('super admin console', () => {
  it('creates an institute whose invited admin sets a password, signs in and opens quick setup', async () => {
    const tag = letters(6);
    const institute = `Sunrise Public School ${tag.toUpperCase()}`;
    const admin = {
      firstName: 'Kavya',
      lastName: `Menon${tag}`,
      email: `kavya.${tag}@sunrise.example.com`,
      phone: '9845012345',
      password: 'Lotus!River83',
    };

    // The super admin signs in and opens the console from the top bar.
    const page = await portal.newPage('desktop');
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForPath(page, '/');
    // The top bar's link (the dashboard's shortcuts offer the console too).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin Console' })
      .click();
    await waitForPath(page, '/admin-console');
    await waitForTitle(page, 'Shala | Admin Console');
    await page.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
    await page.getByRole('tab', { name: 'Institutes', selected: true }).waitFor();

    // Create the institute with its first session and admin.
    await button(page, 'Create institute').click();
    await dialogField(page, 'Institute name').fill(institute);
    await dialogField(page, 'Session name').fill('2026-27');
    await dialogField(page, 'Start date').fill('01/04/2026');
    await dialogField(page, 'End date').fill('31/03/2026');
    await dialogField(page, 'First name').fill(admin.firstName);
    await dialogField(page, 'Last name').fill(admin.lastName);
    await dialogField(page, 'E-mail').fill(admin.email);
    await dialogField(page, 'Phone').fill(admin.phone);
    await button(page, 'Create and invite').click();
    // The shared schema catches the end date before any request is made.
    await seeText(page, 'The end date must be after the start date.');
    await dialogField(page, 'End date').fill('31/03/2027');
    await snap(page, 'admin-console-1-create-dialog');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/rest/admin/institutes') && r.request().method() === 'POST',
    );
    await button(page, 'Create and invite').click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { instituteId, admin: made } = (await answer.json()) as {
      instituteId: string;
      admin: { username: string; email: string };
    };
    await seeText(page, `${institute} was created. The invitation was sent to ${made.email}.`);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const card = page.getByRole('listitem').filter({ hasText: institute });
    await card.getByText('Not verified').waitFor();
    await card
      .getByText(`${admin.firstName} ${admin.lastName} (${made.email})`, { exact: false })
      .waitFor();
    await snap(page, 'admin-console-2-institutes');
    // At 360 px the console fits the screen: nothing scrolls sideways.
    await page.setViewportSize(VIEWPORTS.phone);
    // The screen lays itself out again for a phone after the resize: read until it has.
    await expect.poll(() => scrollsSideways(page), POLL).toBe(false);
    await page.setViewportSize(VIEWPORTS.desktop);

    // Verify it from the list.
    const verified = page.waitForResponse((r) =>
      r.url().endsWith(`/institutes/${instituteId}/verify`),
    );
    // The switch follows the server's answer (a controlled switch): click, then wait for it,
    // rather than check(), which wants the state changed at once.
    await card.getByLabel(`Verified: ${institute}`).click();
    expect((await verified).status()).toBe(200);
    await card.getByText('Not verified').waitFor({ state: 'detached' });
    await seeText(page, `${institute} is verified now.`);

    // The accounts tab finds the new admin, invitation pending.
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByLabel('Search by username, e-mail or name').fill(admin.email);
    const account = page.getByRole('listitem').filter({ hasText: made.username }).first();
    await account.getByText('Invitation pending').waitFor();
    await account.getByText(institute).waitFor();
    await snap(page, 'admin-console-3-accounts');

    // A contact request sent from the public page is read and marked handled.
    const subject = `Fee receipts in Hindi ${tag}`;
    const sent = await portal.api('POST', '/rest/contact', {
      contactPerson: 'Farah Khan',
      email: `farah.${tag}@example.com`,
      phoneNo: '9812345678',
      category: 'FEEDBACK',
      subject,
      content: 'Could the fee receipts also be printed in Hindi?\nMany parents would like that.',
    });
    expect(sent.status).toBe(201);
    await page.getByRole('tab', { name: 'Contact requests' }).click();
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await seeText(page, /Many parents would like that\./, 'the message opens');
    await button(page, 'Mark handled').waitFor();
    await snap(page, 'admin-console-4-contact-requests');
    const handled = page.waitForResponse((r) => r.url().endsWith('/handled'));
    await button(page, 'Mark handled').click();
    expect((await handled).status()).toBe(200);
    await seeText(page, 'The request is marked handled.');
    // The list shows open requests: the handled one leaves it.
    await page.getByRole('button', { name: new RegExp(subject) }).waitFor({ state: 'detached' });

    // The invitation arrives by SMTP; its link sets the password.
    const mail = await portal.sink.waitFor({ to: made.email, subject: /set your password/i });
    expect(mail.text).toContain(`You are the administrator of ${institute} on Shala.`);
    expect(mail.text).toContain(`Your username is ${made.username}.`);
    const link = linkFrom(mail, '/auth/setpassword/');
    expect(new URL(link).origin).toBe(portal.url);

    const adminPage = await portal.newPage('phone');
    await adminPage.goto(link);
    await seeText(adminPage, 'Set New Password');
    await field.newPassword(adminPage).fill(admin.password);
    await field.confirmPassword(adminPage).fill(admin.password);
    const set = adminPage.waitForResponse((r) => r.url().endsWith('/rest/auth/password/set'));
    await button(adminPage, 'Submit').click();
    expect((await set).status()).toBe(200);
    await waitForPath(adminPage, '/auth');

    // The admin signs in and opens the institute's quick setup.
    await signIn(adminPage, made.username, admin.password);
    await signInstituteAgreement(adminPage, institute, `${admin.firstName} ${admin.lastName}`);
    await snap(adminPage, 'admin-console-4b-agreement-signed');
    await waitForPath(adminPage, '/');
    await adminPage.goto(`/quick-setup/institute/${instituteId}`);
    await waitForTitle(adminPage, 'Shala | Quick Setup');
    await adminPage.getByRole('heading', { level: 1, name: `Set up ${institute}` }).waitFor();
    await snap(adminPage, 'admin-console-5-quick-setup');

    // The institute admin is not the platform's super admin: the console says so.
    await adminPage.goto('/admin-console');
    await seeText(adminPage, 'You are not allowed to open the Admin Console');
    const refused = await adminPage.evaluate(async () => {
      const res = await fetch('/rest/admin/institutes', { credentials: 'include' });
      return res.status;
    });
    expect(refused).toBe(403);
    await snap(adminPage, 'admin-console-6-not-allowed');
  });
});
