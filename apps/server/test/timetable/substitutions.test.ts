import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { as, createMember } from '../support/factories.js';
import {
  call,
  classAWeek,
  generatedSchool,
  generateWeek,
  importSchoolLoad,
  timetableSchool,
} from './timetable-school.js';

// GET and POST rest/timetable/substitutions (issue 24 §2): an absent teacher's periods with the
// teachers free then, fewest substitutions this week first; the choice told to the substitute;
// a busy teacher refused. And a hand move tells the class's students and its teachers.

const t = useTestApp();

/** The date of the school week's `day` (1 = Monday) in the test clock's week (Monday 2026-06-01). */
const dateOf = (day: number) => `2026-06-0${day}`;

type Missed = {
  lessonId: string;
  period: number;
  subject: string;
  substitute: { id: string } | null;
  candidates: { id: string; name: string; thisWeek: number }[];
};

describe('substitutions', () => {
  it("lists Ravi's missed periods with the free teachers, and tells the chosen substitute", async () => {
    const s = await timetableSchool(t);
    const meena = await createMember(t, s.institute, 'TEACHER', {
      institute: s.institute,
      firstName: 'Meena',
    });
    await importSchoolLoad(t, s);
    await generateWeek(t, s);
    const week = await call(t, s.admin, 'GET', 'week', {
      groupId: s.institute.id,
      teacherId: s.ravi.profileId,
    });
    const science = (week.json().lessons as { day: number; subject: { name: string } }[]).find(
      (l) => l.subject.name === 'Science',
    );
    if (!science) throw new Error('no science');
    const date = dateOf(science.day);
    const list = await call(t, s.admin, 'GET', 'substitutions', {
      groupId: s.institute.id,
      teacherId: s.ravi.profileId,
      date,
    });
    expect(list.statusCode).toBe(200);
    const missed = (list.json().periods as Missed[]).find((p) => p.subject === 'Science');
    if (!missed) throw new Error('no missed science');
    // Meena teaches nothing: always free, and no substitution yet.
    expect(missed.candidates).toContainEqual({
      id: meena.profileId,
      name: 'Meena Test',
      thisWeek: 0,
    });
    expect(missed.candidates.map((c) => c.id)).not.toContain(s.ravi.profileId);

    const chosen = await call(t, s.admin, 'POST', 'substitutions', {
      groupId: s.institute.id,
      lessonId: missed.lessonId,
      date,
      substituteId: meena.profileId,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const logged = await t.app.deps.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.instituteId, s.institute.id),
          eq(auditEvents.action, 'timetable.substituted'),
        ),
      );
    expect(logged).toMatchObject([
      {
        actorAccountId: s.admin.accountId,
        targetType: 'lesson',
        targetId: missed.lessonId,
        detail: { date, substitute: 'Meena Test', absent: 'Ravi Test' },
      },
    ]);
    const again = await call(t, s.admin, 'GET', 'substitutions', {
      groupId: s.institute.id,
      teacherId: s.ravi.profileId,
      date,
    });
    const now = (again.json().periods as Missed[]).find((p) => p.lessonId === missed.lessonId);
    expect(now?.substitute).toMatchObject({ id: meena.profileId });
    // The class's week shows it: it falls in the coming seven days.
    const classWeek = await call(t, s.student, 'GET', 'week', { groupId: s.classA.id });
    expect(classWeek.json().substitutions).toContainEqual({
      lessonId: missed.lessonId,
      date,
      day: science.day,
      substitute: 'Meena Test',
    });
    const bell = await t.app.inject({
      method: 'GET',
      url: '/rest/notification?page=1&size=20',
      headers: as(meena),
    });
    expect(bell.body).toContain('You are substituting');
  });

  it('refuses a substitute who is busy (409), a teacher (403), and a bad date (400)', async () => {
    const s = await generatedSchool(t);
    const week = await call(t, s.admin, 'GET', 'week', {
      groupId: s.institute.id,
      teacherId: s.ravi.profileId,
    });
    const yoga = (
      week.json().lessons as { id: string; day: number; subject: { name: string } }[]
    ).find((l) => l.subject.name === 'Yoga');
    if (!yoga) throw new Error('no yoga');
    // Asha teaches Yoga with Ravi: she is busy in it.
    const busy = await call(t, s.admin, 'POST', 'substitutions', {
      groupId: s.institute.id,
      lessonId: yoga.id,
      date: dateOf(yoga.day),
      substituteId: s.asha.profileId,
    });
    expect(busy.statusCode).toBe(409);
    const teacher = await call(t, s.asha, 'GET', 'substitutions', {
      groupId: s.institute.id,
      teacherId: s.ravi.profileId,
      date: dateOf(1),
    });
    expect(teacher.statusCode).toBe(403);
    const bad = await call(t, s.admin, 'GET', 'substitutions', {
      groupId: s.institute.id,
      teacherId: s.ravi.profileId,
      date: 'Monday',
    });
    expect(bad.statusCode).toBe(400);
  });

  it("tells the class's student and the lesson's teacher when a lesson is moved by hand", async () => {
    const s = await generatedSchool(t);
    const week = await classAWeek(t, s);
    const lessons = week.json().lessons as {
      id: string;
      day: number;
      period: number;
      duration: number;
    }[];
    const taken = new Set(
      lessons.flatMap((l) =>
        Array.from({ length: l.duration }, (_, k) => `${l.day}:${l.period + k}`),
      ),
    );
    const maths = (week.json().lessons as { id: string; subject: { name: string } }[]).find(
      (l) => l.subject.name === 'Mathematics',
    );
    const ashaWeek = await call(t, s.admin, 'GET', 'week', {
      groupId: s.institute.id,
      teacherId: s.asha.profileId,
    });
    for (const l of ashaWeek.json().lessons as {
      day: number;
      period: number;
      duration: number;
    }[]) {
      for (let k = 0; k < l.duration; k += 1) taken.add(`${l.day}:${l.period + k}`);
    }
    const free = [1, 2]
      .flatMap((day) => [1, 2, 3, 4, 5].map((period) => ({ day, period })))
      .find((x) => !taken.has(`${x.day}:${x.period}`));
    if (!maths || !free) throw new Error('nothing to move');
    const moved = await call(t, s.admin, 'PUT', 'lesson', {
      groupId: s.institute.id,
      id: maths.id,
      ...free,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const who of [s.student, s.asha]) {
      const bell = await t.app.inject({
        method: 'GET',
        url: '/rest/notification?page=1&size=20',
        headers: as(who),
      });
      expect(bell.body).toContain('Your timetable has changed');
      expect(bell.body).toContain(`/timetable/${s.classA.id}`);
    }
  });
});
