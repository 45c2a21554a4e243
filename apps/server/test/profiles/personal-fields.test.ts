import { PROFILE_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import { useTestApp } from '../support/app.js';
import {
  createClass,
  createInstitute,
  createMember,
  type TestProfile,
} from '../support/factories.js';
import { call } from '../support/groups-helpers.js';

// Finding 11 (low): any co-member read another member's date of birth, gender, registration
// number and classes; any getMembers holder read everyone's contact details through the card,
// and the member search matched e-mails for callers who may not see them. Personal fields now
// go only to the profile itself, its guardians and staff whose role needs them.

const t = useTestApp();

async function school() {
  const institute = await createInstitute(t, { name: 'Demo Public School' });
  const class3 = await createClass(t, institute, 'Class 3 A');
  const class5 = await createClass(t, institute, 'Class 5 A');
  const inClass = async (klass: typeof class3, role: 'STUDENT' | 'PARENT', firstName: string) => {
    const p = await createMember(t, klass, role, { institute, firstName });
    await createMember(t, institute, role, { institute, profile: p });
    return p;
  };
  const priya = await inClass(class3, 'PARENT', 'Priya');
  await createMember(t, class5, 'PARENT', { institute, profile: priya });
  const aarav = await inClass(class3, 'STUDENT', 'Aarav');
  const rohan = await inClass(class5, 'STUDENT', 'Rohan');
  await linkGuardian(
    t.app.deps.database.db,
    { parentProfileId: priya.profileId, studentProfileId: aarav.profileId, relation: 'Mother' },
    t.clock.now(),
  );
  const details = {
    lastName: 'Sharma',
    phone: '9123456780',
    gender: 'female',
    dateOfBirth: '12/03/1985',
    address: '12 MG Road, Bengaluru',
    fatherName: 'Ramesh Sharma',
    motherName: 'Sunita Sharma',
  };
  for (const [who, firstName] of [
    [priya, 'Priya'],
    [aarav, 'Aarav'],
  ] as const) {
    const res = await call(t, who, 'PUT', PROFILE_API.basicInfo(who.profileId), {
      ...details,
      firstName,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const transport = await createMember(t, institute, 'TRANSPORT_MANAGER', { institute });
  const office = await createMember(t, institute, 'FRONT_OFFICE', { institute });
  return { institute, class3, class5, priya, aarav, rohan, transport, office };
}

const card = async (viewer: TestProfile, of: TestProfile) => {
  const res = await call(t, viewer, 'GET', PROFILE_API.card(of.profileId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('finding 11: personal fields only to those who need them', () => {
  it('a fellow member sees the name and the groups both share, nothing personal', async () => {
    const s = await school();
    const seen = await card(s.rohan, s.priya);
    expect(seen).toMatchObject({
      fullName: 'Priya Sharma',
      dateOfBirth: null,
      gender: null,
      registrationNo: null,
      contact: null,
    });
    const shared = (seen.groups as { name: string }[]).map((g) => g.name).sort();
    expect(shared).toEqual(['Class 5 A', 'Demo Public School']);
  });

  it('getMembers alone (transport) reads no contact details; the front office, whose role needs them, does', async () => {
    const s = await school();
    const transport = await card(s.transport, s.priya);
    expect(transport).toMatchObject({ contact: null, dateOfBirth: null, gender: 'female' });
    expect(transport.groups).toHaveLength(3);
    const office = await card(s.office, s.priya);
    expect(office.contact).toMatchObject({ phone: '9123456780', fatherName: 'Ramesh Sharma' });
    expect(office.dateOfBirth).toBe('12/03/1985');
  });

  it('a guardian sees its child fully, the child does not see the guardian’s details', async () => {
    const s = await school();
    const child = await card(s.priya, s.aarav);
    expect(child.contact).toMatchObject({ address: '12 MG Road, Bengaluru' });
    expect(child.dateOfBirth).toBe('12/03/1985');
    const parent = await card(s.aarav, s.priya);
    expect(parent.contact).toBeNull();
  });

  it('the member search matches e-mails only for those who may see them', async () => {
    const s = await school();
    const [account] = await t.app.deps.database.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, s.priya.accountId));
    const part = String(account?.email).split('@')[0] as string;
    const search = (viewer: TestProfile) =>
      call(t, viewer, 'GET', `/rest/groups/${s.institute.id}/members?search=${part}`);
    const byTransport = await search(s.transport);
    expect(byTransport.statusCode).toBe(200);
    expect(byTransport.json().total).toBe(0);
    const admin = await createMember(t, s.institute, 'INSTITUTE_ADMIN', { institute: s.institute });
    expect((await search(admin)).json().items).toEqual([
      expect.objectContaining({ name: 'Priya Sharma', email: account?.email }),
    ]);
  });
});
