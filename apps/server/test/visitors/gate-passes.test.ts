import { GATE_PASS_QR_PREFIX, VISITOR_TEXTS as M, shownGatePassCode } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gatePasses } from '../../src/db/schema/index.js';
import { pdfText } from '../pdf/pdf-text.js';
import { useTestApp } from '../support/app.js';
import { createMember } from '../support/factories.js';
import { notifiedTitles } from '../support/notification-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { frontOfficeSchool, gcall, madePass } from './front-office-school.js';

const t = useTestApp();
guardTenantWrites(t);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('gate passes (issue 25 §4)', () => {
  it('lets a guardian collect their children at once, and the gate records the exit and tells them', async () => {
    const s = await frontOfficeSchool(t);
    const made = await madePass(t, s, {
      studentIds: [s.rohan.profileId, s.meera.profileId],
      reason: 'Family function in Pune',
      collector: { kind: 'GUARDIAN', profileId: s.priya.profileId },
      approvedByProfileId: s.teacher.profileId,
    });
    expect(made.message).toBe(M.created);
    expect(made.pass).toMatchObject({ number: 'GP-1', status: 'APPROVED', problem: null });
    expect(made.pass.students.map((x) => x.consent)).toEqual(['NOT_NEEDED', 'NOT_NEEDED']);
    // Both children's guardians hear of it; the teacher named as approving too.
    expect(await notifiedTitles(t, s.priya.profileId, 'gatepass.issued')).toHaveLength(2);
    expect(await notifiedTitles(t, s.sunil.profileId, 'gatepass.issued')).toEqual([
      expect.stringMatching(/^Gate pass for Meera/),
    ]);
    expect(await notifiedTitles(t, s.teacher.profileId, 'gatepass.issued')).toEqual([
      'Gate pass GP-1 approved in your name',
    ]);

    // The gate scans the QR's text (prefix, any case, dashes) and lets them out once.
    const scanned = await gcall(t, s.desk, 'GET', 'scan', {
      groupId: s.institute.id,
      code: `${GATE_PASS_QR_PREFIX}${shownGatePassCode(made.pass.code).toLowerCase()}`,
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ id: made.pass.id, problem: null });
    t.clock.advance(2 * 3_600_000);
    const out = await gcall(t, s.desk, 'PUT', 'exit', {
      groupId: s.institute.id,
      id: made.pass.id,
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toBe(M.exited);
    expect(out.json().pass.status).toBe('EXITED');
    expect(await notifiedTitles(t, s.priya.profileId, 'gatepass.exited')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Rohan .* left school$/),
        expect.stringMatching(/^Meera .* left school$/),
      ]),
    );
    const [exitNotice] = await t.app.ctx.db.query.notifications.findMany({
      where: (n, { and, eq }) =>
        and(eq(n.profileId, s.sunil.profileId), eq(n.kind, 'gatepass.exited')),
    });
    expect(exitNotice?.message).toMatch(
      /left through the gate at 12:00 with .*Priya.* \(Mother\)\.$/,
    );
    const again = await gcall(t, s.desk, 'PUT', 'exit', {
      groupId: s.institute.id,
      id: made.pass.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyExited);
    // The pass prints with its QR; the QR alone is a PNG.
    const pdf = await gcall(t, s.desk, 'GET', 'pdf', { groupId: s.institute.id, id: made.pass.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const words of [
      'Gate pass GP-1',
      'Valid only on 01 Jun 2026',
      'Family function in Pune',
      '(Mother)',
      'Class 5 A',
      shownGatePassCode(made.pass.code),
      'Used: the students have left',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/Rohan .* \(Class 5 A\), Meera/);
    const qr = await gcall(t, s.priya, 'GET', 'qr', { groupId: s.klass.id, id: made.pass.id });
    expect(qr.statusCode).toBe(200);
    expect(qr.rawPayload.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('waits for each guardian when someone else collects, and one refusal stops the pass', async () => {
    const s = await frontOfficeSchool(t);
    const made = await madePass(t, s, {
      studentIds: [s.rohan.profileId, s.meera.profileId],
      reason: 'Dentist appointment',
      collector: { kind: 'OTHER', name: 'Ramesh Mehta', phone: '9820012345', relation: 'Uncle' },
    });
    expect(made.message).toBe(M.createdAwaiting);
    expect(made.pass.status).toBe('AWAITING_GUARDIAN');
    expect(made.pass.problem).toBe(M.awaitingGuardian);
    expect(await notifiedTitles(t, s.priya.profileId, 'gatepass.consent')).toHaveLength(2);
    // The gate may not let them out yet.
    const early = await gcall(t, s.desk, 'PUT', 'exit', {
      groupId: s.institute.id,
      id: made.pass.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.awaitingGuardian);

    // Priya's list through her class: both her children wait for her.
    const hers = await gcall(t, s.priya, 'GET', '/rest/visitor/mine', { groupId: s.klass.id });
    expect(hers.json().passes[0].students.map((x: { mayDecide: boolean }) => x.mayDecide)).toEqual([
      true,
      true,
    ]);
    const decide = (who: typeof s.priya, studentId: string, approve: boolean) =>
      gcall(t, who, 'PUT', 'guardian', {
        groupId: s.klass.id,
        id: made.pass.id,
        studentId,
        approve,
      });
    // Kiran looks after neither: he learns nothing; Sunil may not decide for Rohan.
    expect((await decide(s.kiran, s.rohan.profileId, true)).statusCode).toBe(404);
    const notHis = await decide(s.sunil, s.rohan.profileId, true);
    expect(notHis.statusCode).toBe(403);
    expect(notHis.json().message).toBe(M.notGuardian);
    const first = await decide(s.priya, s.rohan.profileId, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(M.approved);
    expect(first.json().pass.status).toBe('AWAITING_GUARDIAN');
    expect(await notifiedTitles(t, s.desk.profileId, 'gatepass.decided')).toEqual([
      expect.stringMatching(/^Gate pass GP-1 approved for Rohan/),
    ]);
    expect((await decide(s.priya, s.rohan.profileId, true)).json().message).toBe(M.notPending);
    // Meera's father declines: the pass is refused at the gate.
    const no = await decide(s.sunil, s.meera.profileId, false);
    expect(no.json()).toMatchObject({ message: M.declinedByYou, pass: { status: 'DECLINED' } });
    const scanned = await gcall(t, s.desk, 'GET', 'scan', {
      groupId: s.institute.id,
      code: made.pass.code,
    });
    expect(scanned.json().problem).toBe(M.declined);
    expect((await decide(s.priya, s.meera.profileId, true)).statusCode).toBe(409);
  });

  it('is valid only on its day, and approves when every guardian has', async () => {
    const s = await frontOfficeSchool(t);
    const made = await madePass(t, s, {
      studentIds: [s.meera.profileId],
      reason: 'Fever',
      collector: { kind: 'GUARDIAN', profileId: s.sunil.profileId },
    });
    expect(made.pass.status).toBe('APPROVED');
    const other = await madePass(t, s, {
      studentIds: [s.rohan.profileId],
      reason: 'Fever',
      collector: { kind: 'OTHER', name: 'Anil Joshi', phone: '9820099999', relation: 'Driver' },
    });
    const ok = await gcall(t, s.priya, 'PUT', 'guardian', {
      groupId: s.klass.id,
      id: other.pass.id,
      studentId: s.rohan.profileId,
      approve: true,
    });
    expect(ok.json().pass).toMatchObject({ status: 'APPROVED', problem: null });
    // The next day (the pass's day moved back: a day later every session would have ended).
    await t.app.deps.database.db
      .update(gatePasses)
      .set({ day: '2026-05-31' })
      .where(and(eq(gatePasses.instituteId, s.institute.id), eq(gatePasses.id, made.pass.id)));
    const late = await gcall(t, s.desk, 'PUT', 'exit', {
      groupId: s.institute.id,
      id: made.pass.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.notToday);
    const numbers = async (day?: string) =>
      (await gcall(t, s.desk, 'GET', '', { groupId: s.institute.id, day }))
        .json()
        .passes.map((p: { number: string }) => p.number);
    expect(await numbers('2026-05-31')).toEqual(['GP-1']);
    expect(await numbers()).toEqual(['GP-2']);
  });

  it('names guardians for the desk, and refuses what does not fit', async () => {
    const s = await frontOfficeSchool(t);
    const guardians = await gcall(t, s.desk, 'GET', 'guardians', {
      groupId: s.institute.id,
      studentIds: `${s.rohan.profileId},${s.meera.profileId}`,
    });
    expect(guardians.statusCode, guardians.body).toBe(200);
    expect(guardians.json().students).toMatchObject([
      { profileId: s.rohan.profileId, className: 'Class 5 A', guardians: [{ relation: 'Mother' }] },
      { profileId: s.meera.profileId, guardians: [{ relation: 'Father' }, { relation: 'Mother' }] },
    ]);
    const post = (body: Record<string, unknown>) =>
      gcall(t, s.desk, 'POST', '', {
        groupId: s.institute.id,
        studentIds: [s.rohan.profileId],
        reason: 'Fever',
        collector: { kind: 'GUARDIAN', profileId: s.priya.profileId },
        ...body,
      });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ studentIds: [] }, 400, M.students],
      [{ studentIds: [s.rohan.profileId, s.rohan.profileId] }, 400, M.students],
      [{ reason: 'x' }, 400, M.reason],
      [
        { collector: { kind: 'OTHER', name: 'A', phone: '1', relation: 'x' } },
        400,
        M.collectorName,
      ],
      [
        { collector: { kind: 'OTHER', name: 'Anil', phone: '123', relation: 'Driver' } },
        400,
        M.phone,
      ],
      [{ collector: { kind: 'SOMEONE' } }, 400, M.collector],
      // Sunil is no guardian of Rohan; Kiran of nobody; a parent cannot approve a pass.
      [{ collector: { kind: 'GUARDIAN', profileId: s.kiran.profileId } }, 404, M.guardianNotFound],
      [{ approvedByProfileId: s.priya.profileId }, 404, M.approverNotFound],
      // A teacher is no student.
      [{ studentIds: [s.teacher.profileId] }, 404, M.studentNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    // Someone else for Rohan with Sunil collecting: Rohan waits for Priya, Meera goes.
    const mixed = await madePass(t, s, {
      studentIds: [s.rohan.profileId, s.meera.profileId],
      reason: 'Family function',
      collector: { kind: 'GUARDIAN', profileId: s.sunil.profileId },
    });
    expect(mixed.pass.students.map((x) => x.consent)).toEqual(['PENDING', 'NOT_NEEDED']);
    // A student with no guardian in the app goes only with a guardian.
    const tara = await createMember(t, s.klass, 'STUDENT', {
      institute: s.institute,
      firstName: 'Tara',
    });
    const lone = await post({
      studentIds: [tara.profileId],
      collector: { kind: 'OTHER', name: 'Anil Joshi', phone: '9820099999', relation: 'Driver' },
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().message).toMatch(/^Tara .* has no guardian in the app/);
    // Refusals: a teacher or parent may not make or scan passes; nobody reads another's.
    expect((await post({})).statusCode).toBe(200);
    expect((await gcall(t, s.teacher, 'POST', '', { groupId: s.institute.id })).statusCode).toBe(
      403,
    );
    expect(
      (await gcall(t, s.priya, 'GET', 'scan', { groupId: s.klass.id, code: mixed.pass.code }))
        .statusCode,
    ).toBe(403);
    expect(
      (await gcall(t, s.kiran, 'GET', 'id', { groupId: s.klass.id, id: mixed.pass.id })).statusCode,
    ).toBe(404);
    expect(
      (await gcall(t, s.desk, 'GET', 'scan', { groupId: s.institute.id, code: 'nonsense' })).json()
        .message,
    ).toBe(M.code);
    expect(
      (await gcall(t, s.desk, 'GET', 'scan', { groupId: s.institute.id, code: 'ABCDEFGHJKMN' }))
        .statusCode,
    ).toBe(404);
  });
});
