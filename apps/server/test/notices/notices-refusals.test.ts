import { NOTICE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { as } from '../support/factories.js';
import { inboxOf, ncall, noticeSchool, post } from './notice-school.js';

const t = useTestApp();

const toClass = (groupId: string, classId: string) => ({
  groupId,
  title: 'Class picnic',
  body: 'Bring a packed lunch.',
  audience: 'CLASSES',
  targetIds: [classId],
});

describe('who may post notices', () => {
  it('lets a teacher post to the classes they teach, and to no other audience', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const mine = await ncall(t, s.asha, 'POST', '', toClass(groupId, s.classA.id));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await inboxOf(t, s, s.rohan)).toEqual([mine.json().data.id]);
    const options = await ncall(t, s.asha, 'GET', 'audience', { groupId });
    expect(options.json()).toEqual({
      everyone: false,
      people: false,
      classes: [{ id: s.classA.id, name: 'Class 5 A' }],
      roles: [],
    });

    const other = await ncall(t, s.asha, 'POST', '', toClass(groupId, s.classB.id));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NOTICE_TEXTS.notYourClass);
    const everyone = await ncall(t, s.asha, 'POST', '', {
      ...toClass(groupId, s.classA.id),
      audience: 'INSTITUTE',
      targetIds: [],
    });
    expect(everyone.statusCode).toBe(403);
    expect(everyone.json().message).toBe(NOTICE_TEXTS.onlyClasses);
    const noClass = await ncall(t, s.ravi, 'POST', '', toClass(groupId, s.classA.id));
    expect(noClass.statusCode).toBe(403);
    const people = await ncall(t, s.asha, 'GET', 'people', { groupId, q: 'Ro' });
    expect(people.statusCode).toBe(403);
    expect(await inboxOf(t, s, s.meera)).toEqual([]);
  });

  it("lets a subject's teacher post to the class they teach it in", async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const refused = await ncall(t, s.ravi, 'POST', '', toClass(groupId, s.classB.id));
    expect(refused.statusCode).toBe(403);
    const subjects = await t.app.inject({
      method: 'GET',
      url: `/rest/subjects?groupId=${groupId}`,
      headers: as(s.admin),
    });
    const english = subjects.json().find((x: { name: string }) => x.name === 'English');
    const named = await t.app.inject({
      method: 'PUT',
      url: '/rest/subjects/class',
      headers: as(s.admin),
      payload: {
        groupId: s.classB.id,
        subjects: [{ subjectId: english.id, teacherIds: [s.ravi.profileId] }],
      },
    });
    expect(named.statusCode, named.body).toBe(200);
    const posted = await ncall(t, s.ravi, 'POST', '', toClass(groupId, s.classB.id));
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await inboxOf(t, s, s.meera)).toEqual([posted.json().data.id]);
  });

  it('refuses posting, managing and counting to those without createNotice', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const id = await post(t, s.admin, { ...toClass(groupId, s.classA.id) });
    for (const [who, group] of [
      [s.rohan, s.classA.id],
      [s.accountant, groupId],
      [s.priya, groupId],
    ] as const) {
      const calls = [
        ncall(t, who, 'POST', '', toClass(group, s.classA.id)),
        ncall(t, who, 'PUT', '', { ...toClass(group, s.classA.id), id }),
        ncall(t, who, 'PUT', 'pin', { groupId: group, id, pinned: true }),
        ncall(t, who, 'PUT', 'archive', { groupId: group, id, archived: true }),
        ncall(t, who, 'DELETE', '', { groupId: group, id }),
        ncall(t, who, 'GET', 'readers', { groupId: group, id }),
        ncall(t, who, 'GET', 'audience', { groupId: group }),
        ncall(t, who, 'GET', 'people', { groupId: group }),
        ncall(t, who, 'GET', '', { groupId: group, box: 'posted' }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
    // A teacher manages only their own notices.
    const other = await ncall(t, s.asha, 'PUT', 'pin', { groupId, id, pinned: true });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NOTICE_TEXTS.notYours);
    const readers = await ncall(t, s.asha, 'GET', 'readers', { groupId, id });
    expect(readers.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('is refused with a 400 and its message, and nothing is posted', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const base = toClass(groupId, s.classA.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: '  ' }, NOTICE_TEXTS.title],
      [{ ...base, body: 'x'.repeat(10_001) }, NOTICE_TEXTS.body],
      [{ ...base, audience: 'PLANETS' }, NOTICE_TEXTS.audience],
      [{ ...base, targetIds: [] }, NOTICE_TEXTS.targets],
      [{ ...base, targetIds: ['not-an-id'] }, NOTICE_TEXTS.targets],
      [{ ...base, audience: 'INSTITUTE' }, NOTICE_TEXTS.everyoneHasNoTargets],
      [{ ...base, publishAt: 'tomorrow' }, NOTICE_TEXTS.publishAt],
      [
        {
          ...base,
          publishAt: '2030-01-02T10:00:00Z',
          expiresAt: '2030-01-01T10:00:00Z',
        },
        NOTICE_TEXTS.expiryBeforePublish,
      ],
      [{ ...base, expiresAt: '2000-01-01T10:00:00Z' }, NOTICE_TEXTS.expiryPast],
    ];
    for (const [body, message] of cases) {
      const res = await ncall(t, s.admin, 'POST', '', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const page = await ncall(t, s.admin, 'GET', '', { groupId, size: 500 });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toContain(NOTICE_TEXTS.size);
    const badId = await ncall(t, s.admin, 'GET', 'id', { groupId, id: 'nope' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain(NOTICE_TEXTS.id);
    expect(await inboxOf(t, s, s.admin, { box: 'posted' })).toEqual([]);
  });

  it("refuses another institute's classes, roles and people as not found", async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ audience: 'CLASSES', targetIds: [s.other.klass.id] }, NOTICE_TEXTS.classNotFound],
      [
        { audience: 'ROLES', targetIds: [s.other.institute.roles.TEACHER.id] },
        NOTICE_TEXTS.roleNotFound,
      ],
      [{ audience: 'PEOPLE', targetIds: [s.other.admin.profileId] }, NOTICE_TEXTS.personNotFound],
    ];
    for (const [audience, message] of cases) {
      const res = await ncall(t, s.admin, 'POST', '', { ...toClass(groupId, ''), ...audience });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(message);
    }
    const theirs = await post(t, s.other.admin, {
      ...toClass(s.other.institute.id, s.other.klass.id),
      audience: 'INSTITUTE',
      targetIds: [],
    });
    for (const path of ['id', 'readers']) {
      const res = await ncall(t, s.admin, 'GET', path, { groupId, id: theirs });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOTICE_TEXTS.notFound);
    }
    const pinned = await ncall(t, s.admin, 'PUT', 'pin', { groupId, id: theirs, pinned: true });
    expect(pinned.statusCode).toBe(404);
    const gone = await ncall(t, s.admin, 'DELETE', '', { groupId, id: theirs });
    expect(gone.statusCode).toBe(404);
    expect(await inboxOf(t, s, s.other.admin, { box: 'posted' })).toEqual([theirs]);
  });
});
