import type { LightMyRequestResponse } from 'fastify';
import { ensureSystemAccount } from '../../src/modules/auth/system-accounts.js';
import { headers, sessionCookie, type TestContext } from './app.js';
import { login } from './auth-helpers.js';

/** A signed-in ROLE_SUPER_ADMIN account (made once per test app). */
export async function superAdmin(t: TestContext, username = 'chief'): Promise<string> {
  await ensureSystemAccount(
    { db: t.app.deps.database.db, clock: t.clock },
    {
      username,
      password: 'Chief@1234',
      email: `${username}@platform.example.com`,
      firstName: 'Sunita',
      lastName: 'Rao',
      accountRole: 'ROLE_SUPER_ADMIN',
    },
  );
  return sessionCookie(await login(t, username, 'Chief@1234'));
}

export type NewInstituteBody = {
  name: string;
  session: { name: string; startDate: string; endDate: string };
  admin: { firstName: string; lastName: string; email: string; phone: string };
};

export function newInstituteBody(
  overrides: Partial<Omit<NewInstituteBody, 'admin'>> & {
    admin?: Partial<NewInstituteBody['admin']>;
  } = {},
): NewInstituteBody {
  return {
    name: overrides.name ?? 'Green Valley School',
    session: overrides.session ?? {
      name: '2026-27',
      startDate: '01/04/2026',
      endDate: '31/03/2027',
    },
    admin: {
      firstName: 'meena',
      lastName: 'iyer',
      email: 'Meena.Iyer@greenvalley.example.com',
      phone: '9876501234',
      ...overrides.admin,
    },
  };
}

export function adminCall(
  t: TestContext,
  method: 'GET' | 'POST',
  url: string,
  cookie?: string,
  payload?: unknown,
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...headers(cookie), ...extra },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
