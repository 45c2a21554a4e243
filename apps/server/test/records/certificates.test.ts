import { RECORD_TEXTS as M } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/pdf-text.js';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { notifiedTitles } from '../support/notification-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { rcall, recordsSchool } from './records-school.js';

const t = useTestApp();
guardTenantWrites(t);

const words = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, ' ');

describe('transfer and bonafide certificates (issue 25 §5)', () => {
  it('numbers each book, keeps what was issued, and tells the family', async () => {
    const s = await recordsSchool(t);
    const base = { groupId: s.institute.id, profileId: s.rohan.profileId };
    const first = await rcall(t, s.desk, 'POST', 'certificates', {
      ...base,
      kind: 'BONAFIDE',
      purpose: 'opening a savings account at the State Bank of India',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: M.issued('BC-1'),
      certificate: { kind: 'BONAFIDE', number: 'BC-1' },
    });
    const second = await rcall(t, s.desk, 'POST', 'certificates', {
      ...base,
      kind: 'BONAFIDE',
      purpose: 'a scholarship application',
    });
    expect(second.json().certificate.number).toBe('BC-2');
    const tc = await rcall(t, s.admin, 'POST', 'certificates', {
      ...base,
      kind: 'TRANSFER',
      leavingDate: '2026-05-31',
      reason: 'Family moving to Bengaluru',
    });
    expect(tc.statusCode, tc.body).toBe(200);
    expect(tc.json().certificate.number).toBe('TC-1');
    expect(await auditRows(t, s.institute, 'record.certificateIssued')).toHaveLength(3);
    expect(await notifiedTitles(t, s.priya.profileId, 'record.certificateIssued')).toEqual(
      expect.arrayContaining([
        'Bonafide certificate BC-1 issued',
        'Transfer certificate TC-1 issued',
      ]),
    );

    // The bonafide says who, which class, the birth date in words and the purpose.
    const pdf = await rcall(t, s.priya, 'GET', 'certificates/pdf', {
      groupId: s.klass.id,
      profileId: s.rohan.profileId,
      id: first.json().certificate.id,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('BC-1.pdf');
    const bonafide = await words(pdf.rawPayload);
    for (const part of [
      'BONAFIDE CERTIFICATE',
      'No. BC-1',
      'son of Sunil Mehta and Priya Mehta',
      'studying in Class 5 A',
      'admission number ADM-2021-014',
      '15/03/2015 (Fifteenth March Two Thousand Fifteen)',
      'opening a savings account at the State Bank of India',
    ]) {
      expect(bonafide).toContain(part);
    }
    const tcPdf = await rcall(t, s.desk, 'GET', 'certificates/pdf', {
      ...base,
      id: tc.json().certificate.id,
    });
    const transfer = await words(tcPdf.rawPayload);
    for (const part of [
      'TRANSFER CERTIFICATE',
      'No. TC-1',
      'Family moving to Bengaluru',
      '31 May 2026',
      'Whether all dues to the school are paid Yes',
      'General conduct Good',
    ]) {
      expect(transfer).toContain(part);
    }
    // The log: every certificate, to the family and the office; another parent is refused.
    const list = await rcall(t, s.priya, 'GET', 'certificates', {
      groupId: s.klass.id,
      profileId: s.rohan.profileId,
    });
    expect(list.json()).toMatchObject({ mayIssue: false });
    expect(
      list
        .json()
        .certificates.map((c: { number: string }) => c.number)
        .sort(),
    ).toEqual(['BC-1', 'BC-2', 'TC-1']);
    const refused = await rcall(t, s.kiran, 'GET', 'certificates', {
      groupId: s.klass.id,
      profileId: s.rohan.profileId,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses bad requests, those without the right, and people without a class', async () => {
    const s = await recordsSchool(t);
    const base = { groupId: s.institute.id, profileId: s.rohan.profileId };
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'CHARACTER', purpose: 'xyz' }, M.certificateKind],
      [{ kind: 'BONAFIDE', purpose: 'x' }, M.purpose],
      [{ kind: 'TRANSFER', leavingDate: '31/05/2026', reason: 'Moving' }, M.leavingDate],
      [{ kind: 'TRANSFER', leavingDate: '2026-06-02', reason: 'Moving' }, M.leavingDate],
      [{ kind: 'TRANSFER', leavingDate: '2026-05-31', reason: '' }, M.reason],
    ];
    for (const [body, message] of cases) {
      const res = await rcall(t, s.desk, 'POST', 'certificates', { ...base, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const teacher = await rcall(t, s.teacher, 'POST', 'certificates', {
      ...base,
      kind: 'BONAFIDE',
      purpose: 'a bank account',
    });
    expect(teacher.statusCode).toBe(403);
    const staff = await rcall(t, s.desk, 'POST', 'certificates', {
      ...base,
      profileId: s.teacher.profileId,
      kind: 'BONAFIDE',
      purpose: 'a bank account',
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().message).toBe(M.noClass);
    // Nothing was numbered by the refusals.
    const ok = await rcall(t, s.desk, 'POST', 'certificates', {
      ...base,
      kind: 'BONAFIDE',
      purpose: 'a bank account',
    });
    expect(ok.json().certificate.number).toBe('BC-1');
  });
});
