import { NOTICE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  deleteClassMemberships,
  findProfileMembership,
  linkGuardian,
  setMembershipRole,
} from '../../src/modules/people/index.js';
import { useTestApp } from '../support/app.js';
import { createMember } from '../support/factories.js';
import { inboxOf, ncall, noticeSchool, post } from './notice-school.js';

const t = useTestApp();

// An open notice reaches its audience as it is now, not as it was when it was posted.

describe("a class notice's audience", () => {
  it('takes in a student who joins the class and a parent linked later, and lets go of one who left', async () => {
    const s = await noticeSchool(t);
    const id = await post(t, s.admin, {
      groupId: s.institute.id,
      title: 'Sports day',
      body: 'House colours, please.',
      audience: 'CLASSES',
      targetIds: [s.classA.id],
    });
    const counts = async () =>
      (await ncall(t, s.admin, 'GET', '', { groupId: s.institute.id, box: 'posted' })).json()
        .notices[0].counts;
    expect(await counts()).toEqual({ seen: 0, total: 3 });

    // Anil joins Class 5 A after it was published; his mother is linked after that.
    t.clock.advance(3_600_000);
    const anil = await createMember(t, s.classA, 'STUDENT', { institute: s.institute });
    const sunita = await createMember(t, s.institute, 'PARENT', { institute: s.institute });
    await linkGuardian(
      t.app.ctx.db,
      { parentProfileId: sunita.profileId, studentProfileId: anil.profileId, relation: 'Mother' },
      t.clock.now(),
    );
    expect(await inboxOf(t, s, anil, { groupId: s.classA.id })).toEqual([id]);
    expect(await inboxOf(t, s, sunita)).toEqual([id]);
    const inbox = await ncall(t, anil, 'GET', '', { groupId: s.classA.id });
    expect(inbox.json()).toMatchObject({ unread: 1, notices: [{ id, read: false }] });
    expect(await counts()).toEqual({ seen: 0, total: 5 });

    const opened = await ncall(t, anil, 'GET', 'id', { groupId: s.classA.id, id });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ title: 'Sports day', read: true });
    expect((await ncall(t, anil, 'GET', '', { groupId: s.classA.id })).json().unread).toBe(0);
    expect(await counts()).toEqual({ seen: 1, total: 5 });

    // Rohan moves to Class 6 B: neither he nor his mother sees Class 5 A's notice any more.
    await deleteClassMemberships(t.app.ctx.db, s.rohan.profileId, s.institute.id, null);
    await createMember(t, s.classB, 'STUDENT', { institute: s.institute, profile: s.rohan });
    expect(await inboxOf(t, s, s.rohan, { groupId: s.classB.id })).toEqual([]);
    expect(await inboxOf(t, s, s.priya)).toEqual([]);
    const refused = await ncall(t, s.rohan, 'GET', 'id', { groupId: s.classB.id, id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(NOTICE_TEXTS.notFound);
    expect(await counts()).toEqual({ seen: 1, total: 3 });
    const unseen = await ncall(t, s.admin, 'GET', 'readers', { groupId: s.institute.id, id });
    expect(unseen.json()).toMatchObject({ seen: 1, total: 3, count: 2 });
    expect(unseen.json().people.map((p: { profileId: string }) => p.profileId)).not.toContain(
      s.rohan.profileId,
    );
  });

  it('takes in one given the role after a notice to that role, and stays with its readers once closed', async () => {
    const s = await noticeSchool(t);
    const roles = await ncall(t, s.admin, 'GET', 'audience', { groupId: s.institute.id });
    const accountants = roles
      .json()
      .roles.find((r: { name: string }) => r.name === 'Accountant') as { id: string };
    const id = await post(t, s.admin, {
      groupId: s.institute.id,
      title: 'Fee ledger audit',
      body: 'Ledgers by Monday.',
      audience: 'ROLES',
      targetIds: [accountants.id],
    });
    expect(await inboxOf(t, s, s.ravi)).toEqual([]);
    // Ravi becomes an accountant.
    const ravis = await findProfileMembership(t.app.ctx.db, s.ravi.profileId, s.institute.id, null);
    await setMembershipRole(t.app.ctx.db, s.institute.id, ravis?.id as string, accountants.id);
    expect(await inboxOf(t, s, s.ravi)).toEqual([id]);
    expect((await ncall(t, s.ravi, 'GET', 'id', { groupId: s.institute.id, id })).statusCode).toBe(
      200,
    );

    // Archived, it is history: it stays with those it reached (Ravi opened it, Kavita was told).
    const archived = await ncall(t, s.admin, 'PUT', 'archive', {
      groupId: s.institute.id,
      id,
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await inboxOf(t, s, s.ravi)).toEqual([]);
    const history = await ncall(t, s.ravi, 'GET', '', {
      groupId: s.institute.id,
      state: 'archived',
    });
    expect(history.json().notices.map((n: { id: string }) => n.id)).toEqual([id]);
    const closed = await ncall(t, s.admin, 'GET', '', {
      groupId: s.institute.id,
      box: 'posted',
      state: 'archived',
    });
    expect(closed.json().notices[0].counts).toEqual({ seen: 1, total: 2 });
  });
});
