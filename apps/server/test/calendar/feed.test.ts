import { CALENDAR_TEXTS } from '@shala/shared';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { calendarSchool, ccall, eventFields } from './calendar-school.js';
import { feedObjectsOf } from './feed-helpers.js';

const t = useTestApp();
const FEED = '/rest/calendar/feed';

/** The link's .ics as a calendar app fetches it: no cookie. */
const fetchIcs = (path: string, ip = '198.51.100.9') =>
  t.app.inject({ method: 'GET', url: path, remoteAddress: ip });

const summaries = (text: string) =>
  new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v).summary);

describe('the secret .ics link of a calendar', () => {
  it('is made once, served without a session as text/calendar, and shows what the calendar shows', async () => {
    const s = await calendarSchool(t);
    await ccall(t, s.admin, 'POST', '/rest/events', { groupId: s.institute.id, ...eventFields() });
    await feedObjectsOf(t, s);
    const before = await ccall(t, s.parent, 'GET', FEED);
    expect(before.json()).toEqual({ createdAt: null });
    const made = await ccall(t, s.parent, 'POST', FEED, {});
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe(CALENDAR_TEXTS.feedMade);
    const path: string = made.json().data.path;
    expect(path).toMatch(/^\/rest\/calendar\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await ccall(t, s.parent, 'GET', FEED)).json().createdAt).toBe(
      t.clock.now().toISOString(),
    );

    // The fee falls due on 10 April: read the feed in April, when it is ahead.
    t.clock.advance(-55 * 86_400_000);
    const res = await fetchIcs(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(summaries(res.body)).toEqual(
      expect.arrayContaining(['Annual Day', 'Aarav: Exam: Science Unit Test']),
    );
    expect(summaries(res.body).some((x) => /^Aarav: Fees due: /.test(x))).toBe(true);
  });

  it('refuses a wrong token, a renewed one and one turned off, with a message', async () => {
    const s = await calendarSchool(t);
    const first: string = (await ccall(t, s.student, 'POST', FEED, {})).json().data.path;
    const renewed = await ccall(t, s.student, 'POST', FEED, {});
    expect(renewed.json().message).toBe(CALENDAR_TEXTS.feedRenewed);
    const second: string = renewed.json().data.path;
    expect(second).not.toBe(first);
    const old = await fetchIcs(first);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(CALENDAR_TEXTS.feedNotFound);
    expect((await fetchIcs(second)).statusCode).toBe(200);
    const wrong = await fetchIcs(`${second.slice(0, -8)}AAAA.ics`);
    expect(wrong.statusCode).toBe(404);
    expect((await fetchIcs('/rest/calendar/ics/x')).statusCode).toBe(404);
    const off = await ccall(t, s.student, 'DELETE', FEED);
    expect(off.json()).toEqual({ message: CALENDAR_TEXTS.feedStopped });
    expect((await fetchIcs(second)).statusCode).toBe(404);
    expect((await ccall(t, null, 'GET', FEED)).statusCode).toBe(401);
  });

  it('limits one link to 60 reads an hour', async () => {
    const s = await calendarSchool(t);
    const path: string = (await ccall(t, s.studentB, 'POST', FEED, {})).json().data.path;
    for (let i = 0; i < 60; i += 1)
      expect((await fetchIcs(path, `198.51.100.${i}`)).statusCode).toBe(200);
    const limited = await fetchIcs(path, '198.51.100.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBeTruthy();
    t.clock.advanceSeconds(60 * 60);
    expect((await fetchIcs(path)).statusCode).toBe(200);
  });
});
