import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../support/app.js';
import { createInstitute, createMember } from '../support/factories.js';
import { ccall } from './calendar-school.js';

// The .ics link's token is its owner's secret: the request log (info level) must not keep it.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
let t: TestContext | undefined;
afterAll(async () => {
  await t?.app.close();
});

it('keeps the token of a calendar link out of the request log', async () => {
  t = await buildTestApp({}, { logger: pino({ level: 'info' }, sink) });
  const institute = await createInstitute(t, { name: 'Log School' });
  const member = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const path: string = (await ccall(t, member, 'POST', '/rest/calendar/feed', {})).json().data.path;
  const token = path.split('/').at(-1)?.replace('.ics', '') ?? '';
  expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: `${path}x` })).statusCode).toBe(404);
  expect(lines.join('\n')).toContain('/rest/calendar/feed');
  expect(lines.join('\n')).not.toContain(token);
});
