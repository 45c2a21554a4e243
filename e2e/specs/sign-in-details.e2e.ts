import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPerson, usePortal } from '../fixtures/portal.js';
import { ADMIN } from '../fixtures/server.js';
import { linkFrom } from '../fixtures/smtp-sink.js';
import {
  field,
  seeText,
  signIn,
  signInButton,
  signInstituteAgreement,
  waitForPath,
  waitForSignInRedirect,
  waitForTitle,
} from '../fixtures/ui.js';

const portal = usePortal();

/** A snackbar (spec §8: at the top, warn style, with OK) saying `message`. */
const snackbar = (page: Page, message: string) =>
  page
    .getByRole('alert')
    .filter({ hasText: message })
    .filter({ has: page.getByRole('button', { name: 'OK' }) });

async function expectWarningSnackbar(page: Page, message: string) {
  const bar = snackbar(page, message);
  await bar.waitFor();
  expect(await bar.getAttribute('class')).toMatch(/warning/);
}

describe('sign-in details', () => {
  it('an invalid sign-in raises the warning snackbar of its first wrong field', async () => {
    const page = await portal.newPage('phone');
    await page.goto('/auth');
    await signInButton(page).click();
    await expectWarningSnackbar(page, 'Enter valid username');
    await field.username(page).fill('asha_verma');
    await field.password(page).fill('abc');
    await signInButton(page).click();
    await expectWarningSnackbar(page, 'Enter valid password');
    // OK closes it.
    await snackbar(page, 'Enter valid password').getByRole('button', { name: 'OK' }).click();
    await snackbar(page, 'Enter valid password').waitFor({ state: 'detached' });

    // QR mode asks for the names first.
    await page.goto('/auth?qr=login');
    await signInButton(page).click();
    await expectWarningSnackbar(page, 'Enter firstname');
    await field.firstName(page).fill('Asha');
    await signInButton(page).click();
    await expectWarningSnackbar(page, 'Enter lastname');
  });

  it("a new institute admin's deep link survives sign-in and the agreement", async () => {
    const tag = Array.from(randomBytes(5), (b) => String.fromCharCode(65 + (b % 26))).join('');
    const institute = `Lakeside Academy ${tag}`;
    const person = newPerson();

    // The super admin creates the institute; its first admin sets a password from the mail.
    const login = await portal.api('POST', '/rest/auth/login', {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const superCookie = (login.setCookie ?? '').split(';')[0];
    const created = await portal.api(
      'POST',
      '/rest/admin/institutes',
      {
        name: institute,
        session: { name: '2026-27', startDate: '01/04/2026', endDate: '31/03/2027' },
        admin: {
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
        },
      },
      superCookie,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { instituteId } = created.body as { instituteId: string };
    const mail = await portal.sink.waitFor({ to: person.email, subject: /set your password/i });
    const [id, token] = new URL(linkFrom(mail, '/auth/setpassword/')).pathname.split('/').slice(3);
    const set = await portal.api('POST', '/rest/auth/password/set', {
      id,
      token,
      newPassword: person.password,
      confirmpassword: person.password,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    // Signed out, the admin opens a deep link: sign-in, then the agreement, then that page.
    const deepLink = `/quick-setup/institute/${instituteId}`;
    const page = await portal.newPage('desktop');
    await page.goto(deepLink);
    await waitForSignInRedirect(page, deepLink);
    await signIn(page, person.email, person.password);
    await signInstituteAgreement(page, institute, `${person.firstName} ${person.lastName}`);
    await waitForPath(page, deepLink);
    await waitForTitle(page, 'Shala | Quick Setup');
    await page.getByRole('heading', { level: 1, name: `Set up ${institute}` }).waitFor();
    // Used, so no longer kept.
    expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBeNull();

    // The institute's public page is titled with the product name first (spec §2.3).
    const visitor = await portal.newPage('phone');
    await visitor.goto(`/institute-details/${instituteId}/about`);
    await seeText(visitor, institute);
    await waitForTitle(visitor, `Shala | ${institute} | Institute Details`);
  });
});
