import type { GroupRow } from '../../src/modules/groups/index.js';
import { generateJob } from '../../src/modules/timetable/generate-job.js';
import type { TestContext } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';
import { moduleCall } from '../support/module-call.js';
import { multipart } from '../support/setup-helpers.js';

// The timetable tests' school: an institute with an admin, two teachers (Asha, Ravi), a student
// of Class 5 A, and another institute with its own admin for the cross-tenant checks. Calls go
// through the API; the generator's job is run by the test (the queue is not polled here).

export type TimetableSchool = {
  institute: TestInstitute;
  admin: TestProfile;
  asha: TestProfile;
  ravi: TestProfile;
  student: TestProfile;
  classA: GroupRow;
  other: { institute: TestInstitute; admin: TestProfile };
};

export async function timetableSchool(t: TestContext): Promise<TimetableSchool> {
  const institute = await createInstitute(t, { name: 'Timetable School' });
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const classA = await createClass(t, institute, 'Class 5 A');
  const asha = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Asha' });
  const ravi = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Ravi' });
  const student = await createMember(t, classA, 'STUDENT', { institute, firstName: 'Rohan' });
  const otherInstitute = await createInstitute(t, { name: 'Faraway School' });
  const otherAdmin = await createMember(t, otherInstitute, 'INSTITUTE_ADMIN', {
    institute: otherInstitute,
  });
  return {
    institute,
    admin,
    asha,
    ravi,
    student,
    classA,
    other: { institute: otherInstitute, admin: otherAdmin },
  };
}

/** Two classes (one new), three subjects, a lab shared by both, Yoga taken together. */
export const LOAD_CSV = [
  'class,subject,teacher,lessons_per_week,duration,room',
  'Class 5 A,Mathematics,Asha Test,3,,',
  'Class 5 A,Science,Ravi Test,1,2,Science Lab',
  'Class 5 B,Mathematics,Asha Test,2,1,',
  'Class 5 B,Science,Ravi Test,1,2,Science Lab',
  'Class 5 A+Class 5 B,Yoga,Asha Test+Ravi Test,1,1,',
].join('\n');
export const AVAILABILITY_CSV = 'teacher,day,period\nRavi Test,1,1\n';

type File = { field: string; name: string; text: string | Buffer };

/** POST rest/timetable/import as `profile` with these files and form fields. */
export function importFiles(
  t: TestContext,
  profile: TestProfile,
  files: File[],
  fields: Record<string, string>,
) {
  const form = multipart(
    files.map((f) => ({
      field: f.field,
      name: f.name,
      bytes: typeof f.text === 'string' ? Buffer.from(f.text) : f.text,
      type: 'text/csv',
    })),
    fields,
  );
  return t.app.inject({
    method: 'POST',
    url: '/rest/timetable/import',
    headers: { ...as(profile), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** The school's load imported, on a week of 2 days × 5 periods. */
export async function importSchoolLoad(t: TestContext, s: TimetableSchool) {
  const res = await importFiles(
    t,
    s.admin,
    [
      { field: 'load', name: 'load.csv', text: LOAD_CSV },
      { field: 'availability', name: 'availability.csv', text: AVAILABILITY_CSV },
    ],
    { groupId: s.institute.id, days: '2', periods: '5' },
  );
  if (res.statusCode !== 200 || !res.json().imported) throw new Error(`import: ${res.body}`);
  return res.json();
}

/** Starts the generator as the admin and runs its job; answers the run's id. */
export async function generateWeek(t: TestContext, s: TimetableSchool): Promise<string> {
  const res = await call(t, s.admin, 'POST', 'generate', { groupId: s.institute.id });
  if (res.statusCode !== 200) throw new Error(`generate: ${res.body}`);
  const id = res.json().id as string;
  await generateJob.run(t.app.ctx, { runId: id });
  return id;
}

/** The school with its load imported and its week generated: most tests start from here. */
export async function generatedSchool(t: TestContext): Promise<TimetableSchool> {
  const s = await timetableSchool(t);
  await importSchoolLoad(t, s);
  await generateWeek(t, s);
  return s;
}

/** Class 5 A's week as the admin reads it, the class chosen (GET rest/timetable/week). */
export function classAWeek(t: TestContext, s: TimetableSchool) {
  return call(t, s.admin, 'GET', 'week', { groupId: s.institute.id, classId: s.classA.id });
}

/** Calls under /rest/timetable (support/module-call.ts). */
export const call = moduleCall('timetable');
