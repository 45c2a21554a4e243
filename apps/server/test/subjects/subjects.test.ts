import { STARTER_SUBJECTS, SUBJECT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { scall, subjectId, subjectSchool } from './subject-school.js';

const t = useTestApp();

describe("an institute's subjects", () => {
  it('start with the usual list, readable by every member, from the institute or a class', async () => {
    const s = await subjectSchool(t);
    const listed = await scall(t, s.student, 'GET', '', { groupId: s.classA.id });
    expect(listed.statusCode, listed.body).toBe(200);
    const names = listed.json().map((x: { name: string }) => x.name);
    expect([...names].sort()).toEqual(STARTER_SUBJECTS.map((x) => x.name).sort());
    expect(listed.json()[0]).toMatchObject({ archived: false, classes: 0 });
    const byAccountant = await scall(t, s.accountant, 'GET', '', { groupId: s.institute.id });
    expect(byAccountant.json()).toEqual(listed.json());
  });

  it('are added, renamed, archived, restored and deleted by the admin, audited', async () => {
    const s = await subjectSchool(t);
    const groupId = s.institute.id;
    const added = await scall(t, s.admin, 'POST', '', {
      groupId,
      name: '  Environmental   Studies ',
      code: ' en v-2 ',
      colour: '#00aa11',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      message: SUBJECT_TEXTS.saved,
      data: expect.objectContaining({
        name: 'Environmental Studies',
        code: 'ENV-2',
        colour: '#00AA11',
        archived: false,
        classes: 0,
      }),
    });
    const id = added.json().data.id;
    const archived = await scall(t, s.admin, 'PUT', '', {
      groupId,
      id,
      name: 'Environment',
      code: 'ENV',
      colour: '',
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().message).toBe(SUBJECT_TEXTS.archivedDone);
    expect(archived.json().data).toMatchObject({
      name: 'Environment',
      colour: null,
      archived: true,
    });
    const list = await scall(t, s.admin, 'GET', '', { groupId });
    expect(list.json().at(-1)).toMatchObject({ id, archived: true });
    const restored = await scall(t, s.admin, 'PUT', '', {
      groupId,
      id,
      name: 'Environment',
      code: 'ENV',
    });
    expect(restored.json().data.archived).toBe(false);
    const deleted = await scall(t, s.admin, 'DELETE', '', { groupId, id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(SUBJECT_TEXTS.deleted);
    const gone = await scall(t, s.admin, 'DELETE', '', { groupId, id });
    expect(gone.statusCode).toBe(404);

    expect(await auditRows(t, s.institute, 'subject.created')).toHaveLength(1);
    expect(await auditRows(t, s.institute, 'subject.updated')).toHaveLength(2);
    const [del] = await auditRows(t, s.institute, 'subject.deleted');
    expect(del?.detail).toEqual({ name: 'Environment', code: 'ENV' });
  });

  it('refuse a name or code the institute has, whatever its case, with a 409', async () => {
    const s = await subjectSchool(t);
    const groupId = s.institute.id;
    const sameName = await scall(t, s.admin, 'POST', '', {
      groupId,
      name: 'mathematics',
      code: 'M2',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(SUBJECT_TEXTS.nameTaken);
    const sameCode = await scall(t, s.admin, 'POST', '', {
      groupId,
      name: 'Maths II',
      code: 'math',
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().message).toBe(SUBJECT_TEXTS.codeTaken);
    const hindi = await subjectId(t, s, 'Hindi');
    const renamed = await scall(t, s.admin, 'PUT', '', {
      groupId,
      id: hindi,
      name: 'ENGLISH',
      code: 'HIN',
    });
    expect(renamed.statusCode).toBe(409);
    // Another institute's list is its own.
    const elsewhere = await scall(t, s.other.admin, 'POST', '', {
      groupId: s.other.institute.id,
      name: 'Maths II',
      code: 'M2',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it.each([
    [{ name: '' }, SUBJECT_TEXTS.name],
    [{ name: 'x'.repeat(61) }, SUBJECT_TEXTS.name],
    [{ code: '' }, SUBJECT_TEXTS.code],
    [{ code: 'MATH!' }, SUBJECT_TEXTS.code],
    [{ code: 'ABCDEFGHIJK' }, SUBJECT_TEXTS.code],
    [{ colour: 'red' }, SUBJECT_TEXTS.colour],
  ])('refuse bad input %o with words', async (over, message) => {
    const s = await subjectSchool(t);
    const res = await scall(t, s.admin, 'POST', '', {
      groupId: s.institute.id,
      name: 'Yoga',
      code: 'YOG',
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('are changed only with manageSubjects, only in the institute itself', async () => {
    const s = await subjectSchool(t);
    const body = { groupId: s.institute.id, name: 'Yoga', code: 'YOG' };
    for (const who of [s.asha, s.accountant, s.student]) {
      expect((await scall(t, who, 'POST', '', body)).statusCode).toBe(403);
    }
    const fromClass = await scall(t, s.admin, 'POST', '', { ...body, groupId: s.classA.id });
    expect(fromClass.statusCode).toBe(404);
  });

  it("show another institute's subjects to no one: its ids are not found", async () => {
    const s = await subjectSchool(t);
    const theirs = await scall(t, s.other.admin, 'GET', '', { groupId: s.other.institute.id });
    const id = theirs.json()[0].id;
    const groupId = s.institute.id;
    const put = await scall(t, s.admin, 'PUT', '', { groupId, id, name: 'Mine now', code: 'MINE' });
    expect(put.statusCode).toBe(404);
    expect((await scall(t, s.admin, 'DELETE', '', { groupId, id })).statusCode).toBe(404);
    const read = await scall(t, s.admin, 'GET', '', { groupId: s.other.institute.id });
    expect(read.statusCode).toBe(403);
    const after = await scall(t, s.other.admin, 'GET', '', { groupId: s.other.institute.id });
    expect(after.json()).toEqual(theirs.json());
  });
});
