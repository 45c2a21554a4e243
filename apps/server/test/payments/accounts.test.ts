import { PAYMENT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { createClass, createMember } from '../support/factories.js';
import { auditRows, call, schoolWithAdmin } from '../support/groups-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const URL = '/rest/finance/account';

async function school() {
  const s = await schoolWithAdmin(t);
  const klass = await createClass(t, s.institute, 'Class 5 A');
  return { ...s, klass };
}

describe('financial accounts', () => {
  it('adds, lists (comma-separated mediums), changes and disables an account, audited', async () => {
    const s = await school();
    const created = await call(t, s.admin, 'POST', URL, {
      groupId: s.institute.id,
      accountName: ' School Bank ',
      acceptanceMediums: 'NEFT, google_pay,CASH,NEFT',
      bankName: 'State Bank',
    });
    expect(created.statusCode, created.body).toBe(200);
    const account = created.json().data;
    expect(account).toMatchObject({
      accountName: 'School Bank',
      // In the order of spec §9, repeats dropped.
      acceptanceMediums: 'CASH,NEFT,GOOGLE_PAY',
      bankName: 'State Bank',
      active: true,
    });

    const fromClass = await call(t, s.admin, 'GET', `${URL}?groupId=${s.klass.id}`);
    expect(fromClass.statusCode).toBe(200);
    expect(fromClass.json()).toEqual([account]);

    const changed = await call(t, s.admin, 'PUT', URL, {
      groupId: s.institute.id,
      id: account.id,
      accountName: 'School Bank (SBI)',
      acceptanceMediums: ['BANK_CHEQUE', 'NEFT'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      accountName: 'School Bank (SBI)',
      acceptanceMediums: 'NEFT,BANK_CHEQUE',
      bankName: null,
    });

    const disabled = await call(
      t,
      s.admin,
      'DELETE',
      `${URL}/disable?groupId=${s.institute.id}&id=${account.id}`,
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({
      message: PAYMENT_TEXTS.accountDisabledNow,
      data: { active: false },
    });
    expect(await auditRows(t, s.institute, 'financialAccount.created')).toHaveLength(1);
    expect(await auditRows(t, s.institute, 'financialAccount.updated')).toHaveLength(1);
    expect(await auditRows(t, s.institute, 'financialAccount.disabled')).toHaveLength(1);
  });

  it.each([
    [{ accountName: '' }, PAYMENT_TEXTS.accountName],
    [{ accountName: 'x'.repeat(101) }, PAYMENT_TEXTS.accountName],
    [{ acceptanceMediums: '' }, PAYMENT_TEXTS.accountMediums],
    [{ acceptanceMediums: 'CASH,BITCOIN' }, PAYMENT_TEXTS.accountMediums],
    [{ acceptanceMediums: 42 }, PAYMENT_TEXTS.accountMediums],
    [{ bankName: 'b'.repeat(101) }, PAYMENT_TEXTS.bankName],
  ])('refuses %o with a clear message', async (over, message) => {
    const s = await school();
    const res = await call(t, s.admin, 'POST', URL, {
      groupId: s.institute.id,
      accountName: 'Cash Counter',
      acceptanceMediums: 'CASH',
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a second account of the same name (409), a class as the group and an unknown id (404)', async () => {
    const s = await school();
    const body = { groupId: s.institute.id, accountName: 'Cash', acceptanceMediums: 'CASH' };
    expect((await call(t, s.admin, 'POST', URL, body)).statusCode).toBe(200);
    const again = await call(t, s.admin, 'POST', URL, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_TEXTS.accountNameTaken);
    const onClass = await call(t, s.admin, 'POST', URL, { ...body, groupId: s.klass.id });
    expect(onClass.statusCode).toBe(404);
    const unknown = await call(t, s.admin, 'PUT', URL, {
      ...body,
      id: '00000000-0000-4000-8000-000000000001',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PAYMENT_TEXTS.accountNotFound);
  });

  it('lets accountants keep accounts and refuses teachers, students and parents', async () => {
    const s = await school();
    const accountant = await createMember(t, s.institute, 'ACCOUNTANT', { institute: s.institute });
    const body = { groupId: s.institute.id, accountName: 'Cash', acceptanceMediums: 'CASH' };
    expect((await call(t, accountant, 'POST', URL, body)).statusCode).toBe(200);
    for (const role of ['TEACHER', 'STUDENT', 'PARENT'] as const) {
      const member = await createMember(t, s.klass, role, { institute: s.institute });
      expect((await call(t, member, 'POST', URL, body)).statusCode, role).toBe(403);
      expect((await call(t, member, 'GET', `${URL}?groupId=${s.klass.id}`)).statusCode, role).toBe(
        403,
      );
    }
  });

  it("names no account of another institute: another admin's change is not found", async () => {
    const s = await school();
    const other = await schoolWithAdmin(t);
    const created = await call(t, s.admin, 'POST', URL, {
      groupId: s.institute.id,
      accountName: 'Cash',
      acceptanceMediums: 'CASH',
    });
    const id = created.json().data.id;
    const res = await call(t, other.admin, 'PUT', URL, {
      groupId: other.institute.id,
      id,
      accountName: 'Taken over',
      acceptanceMediums: 'CASH',
    });
    expect(res.statusCode).toBe(404);
    const disable = await call(
      t,
      other.admin,
      'DELETE',
      `${URL}/disable?groupId=${other.institute.id}&id=${id}`,
    );
    expect(disable.statusCode).toBe(404);
    const list = await call(t, other.admin, 'GET', `${URL}?groupId=${s.institute.id}`);
    expect(list.statusCode).toBe(403);
  });
});
