import { formatRupees, PRINT_TEXTS as M } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../src/modules/permissions/index.js';
import { pdfText } from '../pdf/pdf-text.js';
import { useTestApp } from '../support/app.js';
import { createMember } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { pdfImages, pdfQrTexts } from './pdf-images.js';
import { pcall, printSchool, ROLL_ORDER } from './print-school.js';

const t = useTestApp();
guardTenantWrites(t);

type Res = {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  body: string;
};

/** The PDF of a call that must answer one, and its text. */
async function pdfOf(res: Res) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { pdf: res.rawPayload, text: await pdfText(res.rawPayload) };
}

/** Each name's place in the text, which must be in the order given. */
function expectInOrder(text: string, names: readonly string[]) {
  const at = names.map((n) => text.indexOf(n));
  for (const [i, n] of names.entries()) expect(at[i], `${n} in ${text}`).toBeGreaterThanOrEqual(0);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

describe('what each caller may print (issue 25 §6)', () => {
  it('offers each caller the classes and lists its actions allow, and refuses one who may print nothing', async () => {
    const s = await printSchool(t);
    const setup = async (who: typeof s.desk) =>
      pcall(t, who, 'GET', 'setup', { groupId: s.institute.id });
    const desk = (await setup(s.desk)).json();
    expect(desk).toMatchObject({
      feeDefaulters: false,
      today: '2026-06-01',
      session: { name: '2026-27', endDate: '2027-03-31' },
    });
    // School order: Class 2 B before Class 5 A; each with its students of the session.
    expect(desk.classes).toEqual([
      {
        id: s.younger.id,
        name: 'Class 2 B',
        students: 1,
        kinds: ['CLASS_LIST', 'CONTACT_SHEET', 'ID_CARDS'],
      },
      {
        id: s.klass.id,
        name: 'Class 5 A',
        students: 4,
        kinds: ['CLASS_LIST', 'CONTACT_SHEET', 'ID_CARDS'],
      },
    ]);
    const teacher = (await setup(s.teacher)).json();
    expect(teacher.classes.map((c: { kinds: string[] }) => c.kinds)).toEqual([
      ['CLASS_LIST'],
      ['CLASS_LIST'],
    ]);
    expect(teacher.feeDefaulters).toBe(false);
    const accountant = (await setup(s.accountant)).json();
    expect(accountant.feeDefaulters).toBe(true);
    expect((await setup(s.admin)).json().feeDefaulters).toBe(true);
    // A student (of the class only) and a student of the institute: nothing to print.
    const student = await setup(s.zara);
    expect(student.statusCode).toBe(403);
    const member = await pcall(t, s.priya, 'GET', 'setup', { groupId: s.institute.id });
    expect(member.statusCode).toBe(403);
    expect((await pcall(t, null, 'GET', 'setup', { groupId: s.institute.id })).statusCode).toBe(
      401,
    );
  });
});

describe('a class list and its contact sheet', () => {
  it('lists the class by roll number then name, those without one last, under the letterhead', async () => {
    const s = await printSchool(t, 'Sunrise School');
    for (const who of [s.desk, s.teacher, s.admin]) {
      const res = await pcall(t, who, 'GET', 'class-list', { groupId: s.klass.id });
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="class-list-class-5-a.pdf"',
      );
      const { text } = await pdfOf(res);
      expect(text).toContain('Sunrise School');
      expect(text).toContain('Class list · Class 5 A · 2026-27');
      expect(text).toContain('4 students · printed on 01 Jun 2026');
      expectInOrder(text, ROLL_ORDER);
      expect(text).toContain('ADM/0007');
      expect(text).toContain('Boys 1 · Girls 3');
      expect(text).not.toContain('Rohan');
    }
  });

  it("prints each student's guardians with their phones and the address", async () => {
    const s = await printSchool(t);
    const { text } = await pdfOf(
      await pcall(t, s.desk, 'GET', 'contact-sheet', { groupId: s.klass.id }),
    );
    expect(text).toContain('Contact sheet · Class 5 A');
    expectInOrder(text, ROLL_ORDER);
    expectInOrder(text, ['Zara Khan', 'Sunil Khan (Father)', '9886054321', '12 MG Road']);
    expectInOrder(text, ['Aarav Sharma', 'Priya Sharma (Mother)', '9845012345', 'Indiranagar']);
    expect(text.match(/9845012345/g)).toHaveLength(2);
  });

  it('refuses a list to one without the action over the class, and names no class for an institute', async () => {
    const s = await printSchool(t);
    // The teacher reads the class's members but not their details.
    for (const path of ['contact-sheet', 'id-cards']) {
      const res = await pcall(t, s.teacher, 'GET', path, { groupId: s.klass.id });
      expect(res.statusCode).toBe(403);
    }
    for (const path of ['class-list', 'contact-sheet', 'id-cards']) {
      // A student and a parent of the class.
      for (const who of [s.zara, s.priya]) {
        const res = await pcall(t, who, 'GET', path, { groupId: s.klass.id });
        expect(res.statusCode, `${path}`).toBe(403);
      }
      expect((await pcall(t, null, 'GET', path, { groupId: s.klass.id })).statusCode).toBe(401);
      // The institute is no class: the lists are of one class.
      const institute = await pcall(t, s.desk, 'GET', path, { groupId: s.institute.id });
      expect(institute.statusCode).toBe(400);
      expect(institute.json().message).toBe(M.klass);
      const bad = await pcall(t, s.desk, 'GET', path, { groupId: 'class-5-a' });
      expect(bad.statusCode).toBe(403);
      expect(bad.json().message).toBe(ACCESS_MESSAGES.noGroup);
    }
  });

  it("refuses another institute's class and shows nothing of it", async () => {
    const s = await printSchool(t);
    const other = await printSchool(t, 'Other School');
    for (const path of ['class-list', 'contact-sheet', 'id-cards']) {
      const res = await pcall(t, s.desk, 'GET', path, { groupId: other.klass.id });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('Zara');
    }
    const theirs = await pcall(t, s.accountant, 'GET', 'fee-defaulters', {
      groupId: s.institute.id,
      classId: other.klass.id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(M.classNotFound);
    const count = await pcall(t, s.accountant, 'GET', 'fee-defaulters/count', {
      groupId: other.institute.id,
    });
    expect([403, 404]).toContain(count.statusCode);
    const setup = await pcall(t, s.desk, 'GET', 'setup', { groupId: other.institute.id });
    expect([403, 404]).toContain(setup.statusCode);
  });
});

describe('ID cards', () => {
  it("prints every student's card with the school, photo or initials, details and a QR of the profile's address", async () => {
    const s = await printSchool(t, 'Sunrise School');
    const res = await pcall(t, s.desk, 'GET', 'id-cards', { groupId: s.klass.id });
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="id-cards-class-5-a.pdf"',
    );
    const { pdf, text } = await pdfOf(res);
    expectInOrder(text, ROLL_ORDER);
    for (const words of [
      'Sunrise School',
      'Student identity card · 2026-27',
      'Class 5 A · Roll 1',
      'Adm. no. ADM/0002',
      'Born 27 Jan 2015',
      'Blood group B+',
      'Guardian 9845012345',
      'Guardian 9886054321',
      'Valid until 31 Mar 2027',
      '12 MG Road, Bengaluru 560001',
      'BR', // Bhavna Rao has no photo: her initials
    ]) {
      expect(text).toContain(words);
    }
    // Aarav's photo is the one JPEG; each card has its QR, which opens the student's profile.
    expect(pdfImages(pdf).filter((i) => i.filter === 'DCTDecode')).toHaveLength(1);
    const base = t.app.ctx.config.publicUrl.replace(/\/+$/, '');
    expect(pdfQrTexts(pdf).sort()).toEqual(
      [s.zara, s.aarav, s.meera, s.bhavna].map((p) => `${base}/userprofile/${p.profileId}`).sort(),
    );
    expect(pageCount(pdf)).toBe(1);
  });

  it('puts 8 or 10 cards on a sheet, and answers bad input with its message', async () => {
    const s = await printSchool(t);
    // Nine students in all: one sheet of ten, or two of eight.
    for (const firstName of ['Ira', 'Jai', 'Kabir', 'Lata', 'Mohan']) {
      await createMember(t, s.klass, 'STUDENT', { institute: s.institute, firstName });
    }
    const cards = (perPage: unknown) =>
      pcall(t, s.desk, 'GET', 'id-cards', { groupId: s.klass.id, perPage });
    const ten = await pdfOf(await cards(10));
    expect(pageCount(ten.pdf)).toBe(1);
    expect(ten.text).toContain('sheet 1 of 1');
    const eight = await pdfOf(await cards(8));
    expect(pageCount(eight.pdf)).toBe(2);
    expect(eight.text).toContain('sheet 2 of 2');
    expect(pdfQrTexts(eight.pdf)).toHaveLength(9);
    for (const perPage of [9, 'ten', '']) {
      const bad = await cards(perPage);
      expect(bad.statusCode, String(perPage)).toBe(400);
      expect(bad.json().message).toBe(M.perPage);
    }
  });
});

describe('the fee defaulters', () => {
  it("lists those with fees overdue on the day in school order, with a guardian's phone and the amounts in ₹", async () => {
    const s = await printSchool(t, 'Sunrise School');
    const res = await pcall(t, s.accountant, 'GET', 'fee-defaulters', { groupId: s.institute.id });
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="fee-defaulters-whole-institute-2026-06-01.pdf"',
    );
    const { text } = await pdfOf(res);
    expect(text).toContain('Fee defaulters · Whole institute · as of 01 Jun 2026');
    // Class 2 B first, then Class 5 A by roll; Meera owes nothing overdue, Bhavna nothing.
    expectInOrder(text, ['Rohan Mehta', 'Zara Khan', 'Aarav Sharma']);
    expect(text).not.toContain('Meera');
    expect(text).not.toContain('Bhavna');
    expectInOrder(text, ['Zara Khan', 'Sunil Khan (Father)', '9886054321', formatRupees(80_000)]);
    expectInOrder(text, [
      'Aarav Sharma',
      '9845012345',
      formatRupees(150_000),
      formatRupees(250_000),
    ]);
    expect(text).toContain('3 students');
    expect(text).toContain(formatRupees(260_000)); // overdue together
    const count = await pcall(t, s.accountant, 'GET', 'fee-defaulters/count', {
      groupId: s.institute.id,
    });
    expect(count.json()).toEqual({ day: '2026-06-01', students: 3, overduePaise: 260_000 });
  });

  it('takes one class and another day: a charge falls overdue the day after its due date', async () => {
    const s = await printSchool(t);
    const count = (q: Record<string, unknown>) =>
      pcall(t, s.admin, 'GET', 'fee-defaulters/count', { groupId: s.institute.id, ...q });
    expect((await count({ classId: s.klass.id })).json()).toMatchObject({
      students: 2,
      overduePaise: 230_000,
    });
    expect((await count({ classId: s.klass.id, day: '2026-07-15' })).json()).toMatchObject({
      students: 2,
    });
    expect((await count({ classId: s.klass.id, day: '2026-07-16' })).json()).toMatchObject({
      students: 3,
      overduePaise: 430_000,
    });
    expect((await count({ day: '2026-04-15' })).json()).toMatchObject({ students: 0 });
    const { text } = await pdfOf(
      await pcall(t, s.admin, 'GET', 'fee-defaulters', {
        groupId: s.institute.id,
        classId: s.klass.id,
        day: '2026-07-16',
      }),
    );
    expect(text).toContain('Fee defaulters · Class 5 A · as of 16 Jul 2026');
    expectInOrder(text, ['Zara Khan', 'Aarav Sharma', 'Meera Sharma']);
    expect(text).not.toContain('Rohan');
    const none = await pdfOf(
      await pcall(t, s.admin, 'GET', 'fee-defaulters', {
        groupId: s.institute.id,
        day: '2026-04-01',
      }),
    );
    expect(none.text).toContain('No fees were overdue on 01 Apr 2026.');
  });

  it('answers bad input with its message and refuses those who may not read the fees', async () => {
    const s = await printSchool(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ day: '2026-02-30' }, M.day],
      [{ day: '01/06/2026' }, M.day],
      [{ classId: 'class-5-a' }, M.klass],
    ];
    for (const path of ['fee-defaulters', 'fee-defaulters/count']) {
      for (const [q, message] of cases) {
        const res = await pcall(t, s.accountant, 'GET', path, { groupId: s.institute.id, ...q });
        expect(res.statusCode, JSON.stringify(q)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      // Named by a class, the defaulters have no institute.
      const byClass = await pcall(t, s.accountant, 'GET', path, { groupId: s.klass.id });
      expect(byClass.statusCode).toBe(404);
      for (const who of [s.desk, s.teacher, s.zara, s.priya]) {
        const res = await pcall(t, who, 'GET', path, { groupId: s.institute.id });
        expect(res.statusCode).toBe(403);
      }
    }
  });
});
