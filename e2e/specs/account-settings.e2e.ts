import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { newPerson, usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import { codeFrom } from '../fixtures/smtp-sink.js';
import { seeText, signIn, signOut, waitForPath } from '../fixtures/ui.js';

const portal = usePortal();

describe('profile settings', () => {
  it('saves basic info, changes the e-mail with a mailed code, then the password', async () => {
    const person = newPerson();
    const username = await portal.createVerifiedAccount(person);
    const page = await portal.newPage('phone');
    await signIn(page, username, person.password);
    await waitForPath(page, '/');

    // Basic info: the date of birth shows on the profile card.
    await page.goto('/profile-settings/basic-info');
    await page.getByRole('textbox', { name: 'Date of birth (dd/mm/yyyy)' }).fill('05/09/2010');
    await page.getByRole('textbox', { name: 'Father Name' }).fill('anil kumar');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Your details are saved.');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await seeText(page, '05/09/2010');
    await seeText(page, 'Anil Kumar');

    // Account settings: a code goes to the new address; entering it changes the e-mail.
    const newEmail = `changed.${person.email}`;
    await page.goto('/profile-settings/account-settings');
    await page.getByRole('textbox', { name: 'New email' }).fill(newEmail);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(person.password);
    await page.getByRole('button', { name: 'Send code' }).click();
    await seeText(page, 'Please complete email change process.');
    await seeText(page, /Resend in \d:\d\d/);
    await settled(page);
    await snap(page, 'account-settings-code');
    const mail = await portal.sink.waitFor({ to: newEmail, subject: /confirm your new email/i });
    await page.getByRole('textbox', { name: 'Code' }).fill(codeFrom(mail));
    await page.getByRole('button', { name: 'Verify Otp' }).click();
    await seeText(page, 'Your email has been changed.');
    await seeText(page, newEmail);
    await portal.sink.waitFor({ to: person.email, subject: /email was changed/i });

    // Security settings: the current password is needed; the new one signs in.
    const newPassword = 'Jasmine@Hill27';
    await page.getByRole('tab', { name: /Security Setting/ }).click();
    await page
      .getByLabel(/^Current password/)
      .first()
      .fill(person.password);
    await page
      .getByLabel(/^New password/)
      .first()
      .fill(newPassword);
    await page
      .getByLabel(/^Confirm new password/)
      .first()
      .fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await seeText(page, 'Your password has been changed. Other devices were signed out.');
    await signOut(page);
    await waitForPath(page, '/auth');
    const old = await portal.api('POST', '/rest/auth/login', {
      username,
      password: person.password,
    });
    expect(old.status).toBe(401);
    await signIn(page, newEmail, newPassword);
    await waitForPath(page, '/');
  });
});
