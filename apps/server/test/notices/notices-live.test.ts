import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { openLive } from '../support/live-client.js';
import { noticeSchool, post } from './notice-school.js';

// A notice's recipients hear of it over the live channel at once (their bells count up without
// a reload); those outside its audience hear nothing.

const t = useTestApp();

describe("a notice's live notification", () => {
  it('reaches the open browsers of its recipients only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await noticeSchool(t);
    const rohan = await openLive(t.app, s.rohan.cookie);
    await rohan.subscribe(s.rohan.profileId);
    const meera = await openLive(t.app, s.meera.cookie);
    await meera.subscribe(s.meera.profileId);
    await post(t, s.admin, {
      groupId: s.institute.id,
      title: 'Library day',
      body: 'Return your books.',
      audience: 'CLASSES',
      targetIds: [s.classA.id],
    });
    const heard = await rohan.next(
      (f) =>
        f.command === 'MESSAGE' &&
        (f as { messageType?: string }).messageType === 'NOTIFICATION' &&
        JSON.stringify((f as { body?: unknown }).body).includes('New notice: Library day'),
    );
    expect(heard).toMatchObject({ command: 'MESSAGE' });
    // Meera's class was not told: a later notice to her reaches her first, nothing before it.
    await post(t, s.admin, {
      groupId: s.institute.id,
      title: 'Class 6 B trip',
      body: 'Bring a cap.',
      audience: 'CLASSES',
      targetIds: [s.classB.id],
    });
    await meera.next(
      (f) =>
        f.command === 'MESSAGE' &&
        JSON.stringify((f as { body?: unknown }).body).includes('New notice: Class 6 B trip'),
    );
    const hers = meera.frames.filter(
      (f) =>
        f.command === 'MESSAGE' &&
        JSON.stringify((f as { body?: unknown }).body).includes('Library day'),
    );
    expect(hers).toEqual([]);
    rohan.close();
    meera.close();
  });
});
