import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { newPerson, usePortal } from '../fixtures/portal.js';
import { linkFrom } from '../fixtures/smtp-sink.js';
import { button, field, pathOf, seeText, signIn, signOut, waitForPath } from '../fixtures/ui.js';

const portal = usePortal();

describe('forgotten password', () => {
  it('mails a link that sets a new password; the new one signs in and the old one does not', async () => {
    const person = newPerson();
    const username = await portal.createVerifiedAccount(person);
    const newPassword = 'Cedar%Brook71';
    const page = await portal.newPage('desktop');

    // Sign in -> Forgot Password.
    await page.goto('/auth');
    await page.getByRole('link', { name: /forgot password/i }).click();
    await waitForPath(page, '/auth/forgotpassword');
    await seeText(page, 'Forgotten Password?');
    await seeText(page, 'Enter your email and username to reset your password.');
    await field.email(page).fill(person.email);
    await snap(page, 'reset-1-forgot');
    await button(page, 'Submit').click();

    // The link arrives by mail and opens the set-password screen.
    const mail = await portal.sink.waitFor({ to: person.email, subject: /reset/i });
    const link = linkFrom(mail, '/auth/setpassword/');
    expect(new URL(link).origin).toBe(portal.url);
    await page.goto(link);
    await seeText(page, 'Set New Password');
    await field.newPassword(page).fill(newPassword);
    await field.confirmPassword(page).fill(newPassword);
    await snap(page, 'reset-2-set-password');
    const set = page.waitForResponse((r) => r.url().endsWith('/rest/auth/password/set'));
    await button(page, 'Submit').click();
    expect((await set).status()).toBe(200);
    await waitForPath(page, '/auth');

    // The new password works (here with the e-mail address, which the username field takes too).
    await signIn(page, person.email, newPassword);
    await waitForPath(page, '/');
    await seeText(page, new RegExp(person.firstName));
    await signOut(page);
    await waitForPath(page, '/auth');

    // The old one does not: the server's message is shown and the page stays on /auth.
    const refused = await portal.api('POST', '/rest/auth/login', {
      username,
      password: person.password,
    });
    expect(refused.status).toBe(401);
    const { message } = refused.body as { message: string };
    const login = page.waitForResponse((r) => r.url().endsWith('/rest/auth/login'));
    await signIn(page, username, person.password);
    expect((await login).status()).toBe(401);
    await seeText(page, message);
    expect(pathOf(page)).toBe('/auth');
    await snap(page, 'reset-3-old-password-refused');

    // The link was single use.
    const again = await page.goto(link);
    expect(again?.status()).toBe(200);
    await field.newPassword(page).fill('Amber?Field19');
    await field.confirmPassword(page).fill('Amber?Field19');
    const reuse = page.waitForResponse((r) => r.url().endsWith('/rest/auth/password/set'));
    await button(page, 'Submit').click();
    expect((await reuse).status()).toBe(400);
    await seeText(page, 'This link is not valid or has expired.');
  });
});
