import type { Tx } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createInvitation } from '../modules/invitations/index.js';
import {
  findAccountByUsername,
  findDefaultProfile,
  provisionPerson,
} from '../modules/people/index.js';
import type { RoleRow } from '../modules/roles/index.js';

/** A new teacher the admin has invited; her account waits for its first password. */
export const DEMO_INVITED_TEACHER = {
  email: 'meera.iyer@demo.shala.in',
  firstName: 'Meera',
  lastName: 'Iyer',
};
/** The class Asha Verma is asked to teach too. */
export const DEMO_INVITATION_CLASS = 'Class 6 A';

/**
 * Two waiting invitations from Anita Desai, so each side can try them: Asha Verma (an existing
 * account) is asked to teach Class 6 A too and answers at /invitations; a new teacher's
 * invitation waits in the institute's member list until she sets her password.
 */
export async function seedInvitations(
  tx: Tx,
  clock: Clock,
  at: {
    instituteId: string;
    sessionId: string;
    classId: (name: string) => string;
    teacherRole: RoleRow;
  },
): Promise<void> {
  const account = async (username: string) => {
    const found = await findAccountByUsername(tx, username);
    const profile = found && (await findDefaultProfile(tx, found.id));
    if (!found || !profile) throw new Error(`demo account ${username} is missing`);
    return { account: found, profile };
  };
  const anita = await account('anita_desai');
  const asha = await account('asha_verma');
  // Anita, the demo's institute admin, sent both, from no address (the seed is not a request).
  const sender = { accountId: anita.account.id, profileId: anita.profile.id, ip: null };
  await createInvitation(tx, { clock }, sender, {
    instituteId: at.instituteId,
    groupId: at.classId(DEMO_INVITATION_CLASS),
    sessionId: at.sessionId,
    roleId: at.teacherRole.id,
    kind: 'MEMBER',
    email: asha.account.email,
    firstName: asha.profile.firstName,
    lastName: asha.profile.lastName,
    person: { existing: true, account: asha.account },
  });
  const meera = await provisionPerson(tx, clock.now(), { ...DEMO_INVITED_TEACHER, verified: true });
  await createInvitation(tx, { clock }, sender, {
    instituteId: at.instituteId,
    groupId: at.instituteId,
    sessionId: null,
    roleId: at.teacherRole.id,
    kind: 'MEMBER',
    ...DEMO_INVITED_TEACHER,
    person: meera,
  });
}
