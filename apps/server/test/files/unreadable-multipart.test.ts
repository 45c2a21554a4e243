import { Writable } from 'node:stream';
import { ADMISSION_API, IMPORT_API, PROFILE_API } from '@shala/shared';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../src/files/uploads.js';
import {
  type AdmissionSchool,
  admissionSchool,
  applicationFields,
  JPEG,
} from '../support/admission-helpers.js';
import { headers, useTestApp } from '../support/app.js';
import { as, type TestProfile } from '../support/factories.js';
import { multipart } from '../support/setup-helpers.js';

// Review finding 12: a truncated multipart body, or one without a boundary, sent to
// POST /rest/public/admission/apply answered 500 and logged "Part terminated early" and
// "Multipart: Boundary not found" with a stack at error level. busboy's errors carry no FST_ code.

type LogLine = { level: number; msg?: string; err?: unknown; stack?: unknown };
/** What the app logged (info and above) during the test. */
let lines: LogLine[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const t = useTestApp({}, { logger: pino({ level: 'info' }, sink) });
beforeEach(() => {
  lines = [];
});

type Route = { name: string; url: string; who?: TestProfile; fields: Record<string, string> };

/** Every route that reads an upload, with what a good form of it carries. */
async function uploadRoutes(): Promise<Route[]> {
  const s: AdmissionSchool = await admissionSchool(t);
  const q = `?groupId=${s.institute.id}`;
  const applicant = applicationFields(s);
  return [
    { name: 'public application', url: ADMISSION_API.apply, fields: applicant },
    {
      name: 'application as a user',
      url: `${ADMISSION_API.applyAsUser}?instituteId=${s.institute.id}`,
      who: s.admin,
      fields: { ...applicant, profileId: s.admin.profileId },
    },
    { name: 'profile photo', url: PROFILE_API.photo(s.admin.profileId), who: s.admin, fields: {} },
    {
      name: 'institute logo',
      url: `/rest/institutes/${s.institute.id}/logo`,
      who: s.admin,
      fields: {},
    },
    { name: 'students import', url: `${IMPORT_API.students}${q}`, who: s.admin, fields: {} },
    { name: 'staff import', url: `${IMPORT_API.staff}${q}`, who: s.admin, fields: {} },
  ];
}

function send(route: Route, contentType: string, payload: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...(route.who ? as(route.who) : headers()), 'content-type': contentType },
    payload,
  });
}

const unreadable = { message: UPLOAD_MESSAGES.unreadable };

describe('finding 12: a body that cannot be read is 400 on every upload route', () => {
  it('answers 400 to a truncated body, a missing boundary and garbage, logging no error', async () => {
    for (const route of await uploadRoutes()) {
      const form = multipart([{ field: 'files', name: 'pancard.jpg', bytes: JPEG }], route.fields);
      // Cut in the middle of the file: "Part terminated early due to unexpected end of multipart data".
      const truncated = await send(
        route,
        form.contentType,
        form.payload.subarray(0, form.payload.length - 40),
      );
      expect([route.name, truncated.statusCode, truncated.json()]).toEqual([
        route.name,
        400,
        unreadable,
      ]);
      // "Multipart: Boundary not found".
      const noBoundary = await send(route, 'multipart/form-data', form.payload);
      expect([route.name, noBoundary.statusCode, noBoundary.json()]).toEqual([
        route.name,
        400,
        unreadable,
      ]);
      const garbage = await send(
        route,
        form.contentType,
        Buffer.from('\u0000\u00ff garbage, not a form \r\n'.repeat(20)),
      );
      expect([route.name, garbage.statusCode, garbage.json()]).toEqual([
        route.name,
        400,
        unreadable,
      ]);
    }
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/"stack"|at [\w.]+ \(/);
    // Each one is noted once, at info, with busboy's reason and no stack.
    const noted = lines.filter((l) => l.msg === 'unreadable multipart form');
    expect(noted).toHaveLength(18);
    expect(noted.every((l) => l.level === 30)).toBe(true);
  });

  it('refuses a body longer than the route can take before reading it (413)', async () => {
    const [, , photo] = await uploadRoutes();
    if (!photo) throw new Error('no photo route');
    const form = multipart([
      { field: 'photo', name: 'big.png', bytes: Buffer.alloc(3 * 1_048_576) },
    ]);
    const res = await send(photo, form.contentType, form.payload);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The upload is larger than 2 MB.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
