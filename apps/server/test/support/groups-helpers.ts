import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../src/db/schema/index.js';
import type { TestContext } from './app.js';
import {
  as,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from './factories.js';

/** An institute with its admin signed in. */
export async function schoolWithAdmin(t: TestContext, name?: string) {
  const institute = await createInstitute(t, name ? { name } : {});
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  return { institute, admin };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as `profile`, JSON body when given. */
export function call(
  t: TestContext,
  profile: TestProfile,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: as(profile),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Audit rows of the institute with this action. */
export async function auditRows(t: TestContext, institute: { id: string }, action: string) {
  return t.app.deps.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.instituteId, institute.id), eq(auditEvents.action, action)));
}

export type School = { institute: TestInstitute; admin: TestProfile };
export { createMember };
