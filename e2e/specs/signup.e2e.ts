import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { newPerson, usePortal } from '../fixtures/portal.js';
import { codeFrom } from '../fixtures/smtp-sink.js';
import { POLL } from '../fixtures/timeouts.js';
import {
  button,
  field,
  otpBoxes,
  pathOf,
  seeText,
  signIn,
  signOut,
  waitForPath,
  waitForSignInRedirect,
  waitForTitle,
} from '../fixtures/ui.js';

const portal = usePortal();

describe('sign up, verify the e-mail, sign in, stay signed in, sign out', () => {
  it('walks a new user from the sign-up form to the shell and out again', async () => {
    const person = newPerson();
    const page = await portal.newPage('phone');

    // Sign up.
    await page.goto('/auth/signup');
    await field.firstName(page).fill(person.firstName.toLowerCase());
    await field.lastName(page).fill(person.lastName.toLowerCase());
    await field.password(page).fill(person.password);
    await field.confirmPassword(page).fill(person.password);
    await field.email(page).fill(person.email);
    await field.phone(page).fill(person.phone);
    await snap(page, 'signup-1-form');
    const registered = page.waitForResponse(
      (r) => r.url().endsWith('/rest/auth/register') && r.request().method() === 'POST',
    );
    await button(page, 'Signup').click();
    const answer = await registered;
    expect(answer.status()).toBe(201);
    const { username, maskedEmail } = (await answer.json()) as {
      username: string;
      maskedEmail: string;
    };
    // Names are title-cased on the server, and the username is firstname_lastname.
    expect(username).toBe(`${person.firstName}_${person.lastName}`.toLowerCase());

    // The one-time-code page shows the masked e-mail and the assigned username.
    await page.waitForURL((url) => url.pathname.startsWith('/auth/verify-otp/'));
    await seeText(page, maskedEmail);
    await seeText(page, username);
    expect(maskedEmail).not.toContain(person.email.split('@')[0]);

    // The code (and the username) arrive by mail through a real SMTP server.
    const mail = await portal.sink.waitFor({ to: person.email, subject: /code/i });
    expect(mail.text).toContain(username);
    const code = codeFrom(mail);

    const boxes = otpBoxes(page);
    await boxes.nth(5).waitFor();
    expect(await boxes.count()).toBe(6);
    await boxes.first().click();
    await page.keyboard.type(code);
    for (let i = 0; i < 6; i += 1) {
      await expect.poll(() => boxes.nth(i).inputValue(), POLL).toBe(code[i]);
    }
    await snap(page, 'signup-2-code');
    await button(page, 'Verify Otp').click();

    // Back on sign-in; sign in with the assigned username.
    await waitForPath(page, '/auth');
    await snap(page, 'signup-3-verified');
    await signIn(page, username, person.password);
    await waitForPath(page, '/');
    await waitForTitle(page, 'Shala | Home');
    const fullName = `${person.firstName} ${person.lastName}`;
    const greeting = page.getByRole('heading', { level: 1, name: new RegExp(fullName) });
    await greeting.waitFor();
    await snap(page, 'signup-4-dashboard');

    // A reload keeps the session.
    await page.reload();
    await greeting.waitFor();
    expect((await page.request.get('/rest/auth/me')).status()).toBe(200);
    expect(pathOf(page)).toBe('/');

    // Sign out ends on /auth, and the shell is closed again.
    await signOut(page);
    await waitForPath(page, '/auth');
    await page.goto('/');
    await waitForSignInRedirect(page, '/');
    await snap(page, 'signup-5-signed-out');
    const me = await page.request.get('/rest/auth/me');
    expect(me.status()).toBe(401);
  });
});
