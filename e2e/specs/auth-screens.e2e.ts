import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { newPerson, usePortal } from '../fixtures/portal.js';
import { ADMIN } from '../fixtures/server.js';
import { settled } from '../fixtures/settle.js';
import { codeFrom } from '../fixtures/smtp-sink.js';
import { POLL } from '../fixtures/timeouts.js';
import {
  button,
  field,
  otpBoxes,
  pathOf,
  scrollsSideways,
  seeText,
  signIn,
  signInButton,
  waitForPath,
  waitForSignInRedirect,
  waitForTitle,
} from '../fixtures/ui.js';

const portal = usePortal();

describe('sign in screen', () => {
  it('focuses the username and shows both messages on an empty submit', async () => {
    const page = await portal.newPage('desktop');
    await page.goto('/auth');
    await field.username(page).waitFor();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');
    expect(focused).toBe('username');
    expect(await page.title()).toMatch(/^Shala \| /);
    await signInButton(page).click();
    await seeText(page, 'Enter valid username');
    await seeText(page, 'Enter valid password');
    expect(pathOf(page)).toBe('/auth');
    await snap(page, 'screens-signin-empty-submit');
  });

  it('asks for first and last name instead of the username in QR mode', async () => {
    const page = await portal.newPage('phone');
    await page.goto('/auth?qr=login');
    await field.firstName(page).waitFor();
    await field.lastName(page).waitFor();
    expect(await field.username(page).count()).toBe(0);
    await signInButton(page).click();
    await seeText(page, 'Enter firstname');
    await seeText(page, 'Enter lastname');
    await snap(page, 'screens-signin-qr');
  });

  it('reveals the password only while the eye icon is pressed', async () => {
    const page = await portal.newPage('desktop');
    await page.goto('/auth');
    const password = field.password(page);
    await password.fill('Secret@123');
    expect(await password.getAttribute('type')).toBe('password');
    const eye = page.getByRole('button', { name: /reveal|show password/i }).first();
    await eye.hover();
    // The field's type follows the press and the release once the page has handled them.
    await page.mouse.down();
    await expect.poll(() => password.getAttribute('type'), POLL).toBe('text');
    await page.mouse.up();
    await expect.poll(() => password.getAttribute('type'), POLL).toBe('password');
  });

  it('lets the initial super admin from the environment sign in', async () => {
    const answer = await portal.api('POST', '/rest/auth/login', {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { accountRole: string }).accountRole).toBe('ROLE_SUPER_ADMIN');
  });

  it('sends an account with an unverified e-mail from sign-in to the code screen', async () => {
    const person = newPerson();
    const registered = await portal.api('POST', '/rest/auth/register', {
      fName: person.firstName,
      lName: person.lastName,
      password: person.password,
      cPassword: person.password,
      email: person.email,
      phone: person.phone,
    });
    expect(registered.status).toBe(201);
    const { username, maskedEmail } = registered.body as { username: string; maskedEmail: string };
    const code = codeFrom(await portal.sink.waitFor({ to: person.email, subject: /code/i }));

    const page = await portal.newPage('phone');
    await signIn(page, username, person.password);
    await page.waitForURL((url) => url.pathname.startsWith('/auth/verify-otp/'));
    await seeText(page, maskedEmail, 'Spec §2.1: the one-time-code screen shows the masked e-mail');
    await snap(page, 'screens-verify-from-login');
    await otpBoxes(page).first().click();
    await page.keyboard.type(code);
    await button(page, 'Verify Otp').click();
    await waitForPath(page, '/auth');
    await signIn(page, username, person.password);
    await waitForPath(page, '/');
  });

  it('sends a signed-out visitor to sign in and back to the page asked for', async () => {
    const person = newPerson();
    const username = await portal.createVerifiedAccount(person);
    const page = await portal.newPage('desktop');
    await page.goto('/terms');
    await waitForPath(page, '/auth', new URLSearchParams({ returnUrl: '/terms' }));
    await signIn(page, username, person.password);
    await waitForPath(page, '/terms');
    // Signed in, /auth sends you to the root.
    await page.goto('/auth');
    await waitForPath(page, '/');
  });
});

describe('sign up screen', () => {
  it('shows "Please enter valid data!" and each field message on an empty submit', async () => {
    const page = await portal.newPage('phone');
    await page.goto('/auth/signup');
    await button(page, 'Signup').click();
    await seeText(page, 'Please enter valid data!');
    for (const message of [
      'First Name required',
      'Last Name required',
      'Password required',
      'Confirm Password required',
      'Email required',
      'Phone Number required',
    ]) {
      await seeText(page, message);
    }
    expect(pathOf(page)).toBe('/auth/signup');
    await snap(page, 'screens-signup-empty-submit');
  });

  it('names the broken rule of each field', async () => {
    const page = await portal.newPage('desktop');
    await page.goto('/auth/signup');
    await field.firstName(page).fill('Ravi2');
    await field.password(page).fill('Secret@123');
    await field.confirmPassword(page).fill('Secret@124');
    await field.email(page).fill('not-an-email');
    await field.phone(page).fill('98765abcde');
    await button(page, 'Signup').click();
    await seeText(page, 'First Name cannot have numbers');
    await seeText(page, "Password don't match");
    await seeText(page, 'Enter Valid Email');
    await seeText(page, 'Phone Number cannot have text');
  });
});

describe('pages outside the sign-in forms', () => {
  it('shows the 404 page for an unknown path', async () => {
    const page = await portal.newPage('desktop');
    const answer = await page.goto('/no/such/page-here');
    expect(answer?.status()).toBe(200);
    await seeText(page, /404/);
    await snap(page, 'screens-404');
  });

  it('titles the coming-soon page "Shala | Comming Soon"', async () => {
    const page = await portal.newPage('desktop');
    await page.goto('/coming-soon');
    await waitForTitle(page, 'Shala | Comming Soon');
  });

  it('declares the page language en-GB', async () => {
    const page = await portal.newPage('desktop');
    await page.goto('/auth');
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
  });

  it('counts down the message characters left and sends a request that lands on /', async () => {
    const page = await portal.newPage('phone');
    await page.goto('/auth/contactUs');
    const message = page.getByLabel(/^message/i);
    await message.waitFor();
    await seeText(page, /\b2048\b/);
    await message.fill('Hello');
    await seeText(page, /\b2043\b/);
    expect(await page.getByText(/\b2048\b/).count()).toBe(0);

    await page.getByLabel(/^name/i).fill('Asha Verma');
    await field.email(page).fill('asha.contact@example.com');
    await field.phone(page).fill('9876543210');
    await page.getByLabel(/^query type/i).selectOption('FEEDBACK');
    await page.getByLabel(/^subject/i).fill('A question about fees');
    await message.fill('When are the fees for next term due?');
    await snap(page, 'screens-contact-us');
    const sent = page.waitForResponse((r) => r.url().endsWith('/rest/contact'));
    await button(page, 'Send').click();
    expect((await sent).status()).toBe(201);
    // "/" is guarded: a signed-out visitor then lands on sign-in with returnUrl=/.
    await waitForSignInRedirect(page, '/');
  });

  it('has no sideways scrolling on a 360 px phone', async () => {
    const page = await portal.newPage('phone');
    const paths = [
      '/auth',
      '/auth?qr=login',
      '/auth/signup',
      '/auth/forgotpassword',
      '/auth/setpassword/00000000-0000-4000-8000-000000000000/abcdefghijklmnopqrstuvwxyz',
      '/auth/changePassword/enableTp/abcdefghijklmnopqrstuvwxyz',
      '/auth/contactUs',
      '/policies',
      '/coming-soon',
      '/no-such-page',
    ];
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      await page.locator('#root *').first().waitFor();
      if (await scrollsSideways(page)) wide.push(path);
    }
    expect(wide).toEqual([]);
  });
});
