import { describe, expect, it } from 'vitest';
import { admissionSchool, pendingApplication } from '../support/admission-helpers.js';
import { headers, useTestApp } from '../support/app.js';
import { createMember, createProfile, type TestProfile } from '../support/factories.js';
import { call, schoolWithAdmin } from '../support/groups-helpers.js';

const t = useTestApp();

const titlesOf = async (p: TestProfile) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/rest/notification',
    headers: headers(p.cookie),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().schoolErpNotifications as { title: string; message: string }[]).map(
    (n) => `${n.title}: ${n.message}`,
  );
};

describe('admission and member notices (issue 12)', () => {
  it('tells those who decide admissions that an application came, nobody else', async () => {
    const s = await admissionSchool(t);
    const teacher = await createMember(t, s.institute, 'TEACHER', { institute: s.institute });
    await pendingApplication(t, s, { fName: 'ira', lName: 'shah' });
    expect(await titlesOf(s.admin)).toEqual([
      `Admission received: Ira Shah applied for ${s.open.name} (${s.institute.session.name}).`,
    ]);
    expect(await titlesOf(teacher)).toEqual([]);
  });

  it('tells a member that their role changed', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const asha = await createMember(t, institute, 'TEACHER', {
      institute,
      profile: await createProfile(t, { firstName: 'Asha' }),
    });
    const list = (
      await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?search=asha`)
    ).json() as { items: { membershipId: string }[] };
    const url = `/rest/groups/${institute.id}/members/${list.items[0]?.membershipId}`;
    const res = await call(t, admin, 'PUT', url, { roleId: institute.roles.FRONT_OFFICE.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titlesOf(asha)).toEqual([
      `Your role changed: Your role is now ${institute.roles.FRONT_OFFICE.name}.`,
    ]);
  });
});
