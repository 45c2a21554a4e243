import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY } from '../../src/mail/acknowledgements.js';
import { admissionSchool, applicationFields, apply } from '../support/admission-helpers.js';
import { headers, useTestApp } from '../support/app.js';

// Review finding 15: POST /rest/contact mailed the given address back with the form's
// contactPerson and subject, and the public admission form mailed "your admission application"
// with the applicant's names, to any address, 10 and 20 times an hour. The acknowledgements now
// carry fixed words only, and one address gets at most 3 a day.

const t = useTestApp();

const VICTIM = 'victim@example.org';
const BAIT = 'Your account is locked, sign in at http://evil.example/login';

const contact = (n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/contact',
    headers: headers(),
    payload: {
      contactPerson: 'Bank Support',
      email: VICTIM,
      phoneNo: '9876543210',
      category: 'GENERAL_QUERY',
      subject: `${BAIT} (${n})`,
      content: BAIT,
    },
  });

const mailsTo = (to: string) => t.mailer.sent.filter((m) => m.to === to);

describe('finding 15: public forms acknowledge in fixed words, a few times a day', () => {
  it('contact: the acknowledgement repeats nothing the sender typed', async () => {
    const res = await contact(1);
    expect(res.statusCode).toBe(201);
    const [mail] = mailsTo(VICTIM);
    expect(mail?.subject).toBe('Shala: we received your message');
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Bank Support');
      expect(part).not.toContain('locked');
    }
    expect(mail?.text).toContain('We have received your message');
  });

  it('contact: at most 3 acknowledgements a day to one address; the requests are all kept', async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 5; n += 1) {
      answers.push((await contact(n)).statusCode);
      // Two hours apart: the hourly limits of the route are not what stops the mail.
      t.clock.advanceSeconds(2 * 60 * 60);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201]);
    expect(mailsTo(VICTIM)).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
    const stored = await t.app.deps.database.db.query.contactRequests.findMany();
    expect(stored).toHaveLength(5);
    // A day after the first ones, the address may be thanked again.
    t.clock.advanceSeconds(24 * 60 * 60);
    await contact(6);
    expect(mailsTo(VICTIM)).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY + 1);
  });

  it("admission: the 'application received' mail names no applicant; 3 a day to one address", async () => {
    const school = await admissionSchool(t, 'Sunrise School');
    const fields = applicationFields(school, {
      email: VICTIM,
      fName: 'visit evil example',
      lName: 'now',
      fathername: 'Bank Support',
    });
    const answers: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      answers.push((await apply(t, fields)).statusCode);
      t.clock.advanceSeconds(60 * 60);
    }
    expect(answers).toEqual([201, 201, 201, 201]);
    const mails = mailsTo(VICTIM);
    expect(mails).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
    const [mail] = mails;
    expect(mail?.subject).toBe('Shala: your admission application to Sunrise School');
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part?.toLowerCase()).not.toContain('evil');
      expect(part).not.toContain('Bank Support');
    }
    expect(mail?.text).toContain(`${school.open.name} of Sunrise School for the session 2026-27`);
  });
});
