import type { FastifyRequest } from 'fastify';
import { byBodyField, byIp, bySignedInAccount, type LimitRule } from '../../http/rate-limit.js';
import { findAccountIdByLogin } from '../people/index.js';
import { trustedDeviceOf } from './sign-in-devices.js';

/**
 * Rate limits of the public sign-in area: per account against guessing one password or code,
 * and per address against spraying many accounts. Sign-in and the code routes take a username
 * or an e-mail: their limit is keyed by the account both name (finding 9: one budget, whichever
 * form is typed), with the typed name as a second limit and the key of a name that is no account.
 */
const perIp = (name: string, max: number, windowMinutes: number): LimitRule => ({
  name: `${name}:ip`,
  max,
  windowMinutes,
  key: byIp,
});
const perField = (name: string, field: string, max: number, windowMinutes: number): LimitRule => ({
  name: `${name}:${field}`,
  max,
  windowMinutes,
  key: byBodyField(field),
});

const LOGIN_FIELD = 'username';
export const typedLogin = byBodyField(LOGIN_FIELD);
const accountIds = new WeakMap<FastifyRequest, Promise<string | undefined>>();

/** The account the form's username (or e-mail) names: one indexed look-up per request. */
export function accountNamedBy(request: FastifyRequest): Promise<string | undefined> {
  let found = accountIds.get(request);
  if (!found) {
    const typed = typedLogin(request);
    const { db } = request.server.deps.database;
    found = typed ? findAccountIdByLogin(db, typed) : Promise.resolve(undefined);
    accountIds.set(request, found);
  }
  return found;
}

/** The rules keyed by the named account: a hit on one is noted in that account's log. */
const perAccountRules = new WeakSet<LimitRule>();
export const isPerAccount = (rule: LimitRule) => perAccountRules.has(rule);

function perAccount(name: string, max: number, windowMinutes: number): LimitRule {
  const rule: LimitRule = {
    name: `${name}:account`,
    max,
    windowMinutes,
    key: async (request) => {
      const accountId = await accountNamedBy(request);
      if (accountId) return `id:${accountId}`;
      // A name that is no account is limited all the same, so the limit tells nothing.
      const typed = typedLogin(request);
      return typed === undefined ? undefined : `name:${typed}`;
    },
  };
  perAccountRules.add(rule);
  return rule;
}

/** One account's budget, and the same budget for the name as typed. */
const perLogin = (name: string, max: number, windowMinutes: number) => [
  perAccount(name, max, windowMinutes),
  perField(name, LOGIN_FIELD, max, windowMinutes),
];

/**
 * An address spraying many accounts; a browser that has signed in to the account it names
 * (its device cookie) is not counted, so one pupil cannot shut a school's one address out.
 */
const loginPerIp: LimitRule = {
  ...perIp('login', 50, 15),
  key: async (request) => {
    const accountId = await accountNamedBy(request);
    if (accountId && (await trustedDeviceOf(request, accountId))) return undefined;
    return request.ip;
  },
};

export const AUTH_LIMITS = {
  // Per account: sign-in-throttle.ts (per account and address, and a slow-down, not a lock-out).
  login: [loginPerIp],
  register: [perField('register', 'email', 5, 60), perIp('register', 20, 60)],
  otpResend: [...perLogin('otp-resend', 10, 60), perIp('otp-resend', 30, 15)],
  otpConfirm: [...perLogin('otp-confirm', 10, 15), perIp('otp-confirm', 50, 15)],
  forgot: [perField('forgot', 'email', 5, 60), perIp('forgot', 20, 60)],
  setPassword: [perField('set-password', 'id', 10, 15), perIp('set-password', 20, 15)],
  changePassword: [perField('change-password', 'token', 10, 15), perIp('change-password', 20, 15)],
  changeLink: [
    { name: 'change-link:account', max: 5, windowMinutes: 60, key: bySignedInAccount },
    perIp('change-link', 20, 60),
  ],
} satisfies Record<string, LimitRule[]>;
