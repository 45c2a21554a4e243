import { INVITATION_API, type MyInvitation, type SentInvitation } from '@shala/shared';
import type { TestContext } from './app.js';
import { PASSWORD, post } from './auth-helpers.js';
import type { TestProfile } from './factories.js';
import { call } from './groups-helpers.js';

/** The signed-in account's waiting invitations. */
export async function invitationsOf(t: TestContext, profile: TestProfile): Promise<MyInvitation[]> {
  const res = await call(t, profile, 'GET', INVITATION_API.mine);
  if (res.statusCode !== 200) throw new Error(`invitations: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Accepts the account's only (or first) waiting invitation. */
export async function acceptOnly(t: TestContext, profile: TestProfile) {
  const [first] = await invitationsOf(t, profile);
  if (!first) throw new Error('no invitation waiting');
  return call(t, profile, 'POST', INVITATION_API.accept(first.id));
}

/** What the inviting group sees of its invitations. */
export async function sentOf(t: TestContext, admin: TestProfile, groupId: string) {
  const res = await call(t, admin, 'GET', INVITATION_API.ofGroup(groupId));
  if (res.statusCode !== 200) throw new Error(`sent invitations: ${res.statusCode} ${res.body}`);
  return res.json() as SentInvitation[];
}

/** Follows the set-password link of the last mail to `email` (a new account's invitation). */
export async function setFirstPassword(t: TestContext, email: string, password = PASSWORD) {
  const match = /\/auth\/setpassword\/([0-9a-f-]{36})\/([\w-]+)/.exec(t.mailer.last(email).text);
  if (!match) throw new Error(`no set-password link in the last mail to ${email}`);
  const res = await post(t, '/rest/auth/password/set', {
    id: match[1],
    token: match[2],
    newPassword: password,
    confirmpassword: password,
  });
  if (res.statusCode !== 200) throw new Error(`set password: ${res.statusCode} ${res.body}`);
}
