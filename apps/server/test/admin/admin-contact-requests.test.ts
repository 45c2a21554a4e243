import { ADMIN_MESSAGES } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { adminCall, superAdmin } from '../support/admin-helpers.js';
import { useTestApp } from '../support/app.js';
import { post } from '../support/auth-helpers.js';
import { createInstitute, createMember } from '../support/factories.js';

const t = useTestApp();
const LIST = '/rest/admin/contact-requests';
const handledUrl = (id: string) => `${LIST}/${id}/handled`;

const send = (n: number, subject = `Question number ${n}`) =>
  post(t, '/rest/contact', {
    contactPerson: 'Meera Nair',
    email: `meera${n}@example.com`,
    phoneNo: '9876543210',
    category: 'GENERAL_QUERY',
    subject,
    content: `Message ${n}: does the portal handle transport fees?`,
  });

type Item = { id: string; subject: string; handledAt: string | null };

describe('super admin reads contact requests', () => {
  it('searches, pages, marks handled and reopens, recording who did it', async () => {
    const chief = await superAdmin(t);
    await send(1, 'Fees for 100% scholarship');
    t.clock.advanceSeconds(60);
    await send(2, 'Transport routes');
    t.clock.advanceSeconds(60);
    await send(3, 'Exam results');
    const list = async (q = '') => {
      const res = await adminCall(t, 'GET', `${LIST}${q}`, chief);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; pageSize: number; items: Item[] };
    };
    const all = await list();
    expect(all.items.map((i) => i.subject)).toEqual([
      'Exam results',
      'Transport routes',
      'Fees for 100% scholarship',
    ]);
    expect((await list('?search=TRANSPORT%20r')).items.map((i) => i.subject)).toEqual([
      'Transport routes',
    ]);
    expect((await list('?search=meera3@')).total).toBe(1);
    expect((await list('?search=100%25')).total).toBe(1);
    expect((await list('?pageSize=2&page=2')).items.map((i) => i.subject)).toEqual([
      'Fees for 100% scholarship',
    ]);

    const target = all.items[1] as Item;
    t.clock.advanceSeconds(30);
    const done = await adminCall(t, 'POST', handledUrl(target.id), chief, { handled: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: target.id, handledAt: t.clock.now().toISOString() });
    expect((await list('?handled=true')).items.map((i) => i.id)).toEqual([target.id]);
    expect((await list('?handled=false')).total).toBe(2);

    const reopened = await adminCall(t, 'POST', handledUrl(target.id), chief, { handled: false });
    expect(reopened.json().handledAt).toBeNull();
    const audit = await t.app.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, target.id));
    // Both recorded once; rows of one test clock's instant come back in no fixed order.
    expect(audit.map((a) => a.action).sort()).toEqual([
      'contactRequest.handled',
      'contactRequest.reopened',
    ]);
    expect(audit.every((a) => a.actorAccountId && a.ip === '127.0.0.1')).toBe(true);
  });

  it('answers 404, 400, 401 and 403 as it should', async () => {
    const chief = await superAdmin(t);
    await send(1);
    const unknown = await adminCall(
      t,
      'POST',
      handledUrl('00000000-0000-4000-8000-000000000000'),
      chief,
      { handled: true },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.contactRequestNotFound);
    const [item] = (await adminCall(t, 'GET', LIST, chief)).json().items as Item[];
    const url = handledUrl(item?.id ?? '');
    for (const body of [{ handled: 'yes' }, {}, { handled: true, subject: 'x' }]) {
      expect((await adminCall(t, 'POST', url, chief, body)).statusCode).toBe(400);
    }
    expect((await adminCall(t, 'GET', `${LIST}?handled=perhaps`, chief)).statusCode).toBe(400);

    const school = await createInstitute(t);
    const instituteAdmin = await createMember(t, school, 'INSTITUTE_ADMIN', { institute: school });
    expect((await adminCall(t, 'POST', url, undefined, { handled: true })).statusCode).toBe(401);
    expect(
      (await adminCall(t, 'POST', url, instituteAdmin.cookie, { handled: true })).statusCode,
    ).toBe(403);
    expect((await adminCall(t, 'GET', LIST, instituteAdmin.cookie)).statusCode).toBe(403);
  });
});
