import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './app.js';
import { headers } from './app.js';

/** A password no list of common ones has: the forms that choose one refuse the common ones. */
export const PASSWORD = 'Tulsi@Garden42';

export function post(
  t: TestContext,
  url: string,
  payload?: unknown,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: headers(cookie),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function get(t: TestContext, url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

export type SignUp = {
  fName: string;
  lName: string;
  email: string;
  password: string;
  cPassword: string;
  phone: string;
};

export function signUpForm(overrides: Partial<SignUp> = {}): SignUp {
  return {
    fName: 'Ravi',
    lName: 'Kumar',
    email: 'ravi.kumar@example.com',
    password: PASSWORD,
    cPassword: overrides.password ?? PASSWORD,
    phone: '9876543210',
    ...overrides,
  };
}

export function register(t: TestContext, overrides: Partial<SignUp> = {}) {
  return post(t, '/rest/auth/register', signUpForm(overrides));
}

/** The six-digit code in the last verification mail to `email`. */
export function mailedCode(t: TestContext, email: string): string {
  const match = /verification code is (\d{6})/.exec(t.mailer.last(email).text);
  if (!match?.[1]) throw new Error(`no code in the last mail to ${email}`);
  return match[1];
}

/** The path part of the first link in the last mail to `email`. */
export function mailedLink(t: TestContext, email: string): string {
  const match = /https?:\/\/\S+/.exec(t.mailer.last(email).text);
  if (!match) throw new Error(`no link in the last mail to ${email}`);
  return new URL(match[0]).pathname;
}

/** Signs up and verifies the e-mail; returns the assigned username. */
export async function verifiedAccount(t: TestContext, overrides: Partial<SignUp> = {}) {
  const form = signUpForm(overrides);
  const res = await register(t, form);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { username } = res.json() as { username: string };
  const confirm = await post(t, '/rest/auth/otp/confirm', {
    username,
    otp: mailedCode(t, form.email),
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return { username, email: form.email, password: form.password };
}

export function login(t: TestContext, username: string, password = PASSWORD, cookie?: string) {
  return post(t, '/rest/auth/login', { username, password }, cookie);
}
