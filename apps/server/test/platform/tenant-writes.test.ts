import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  chatMessages,
  examAnswers,
  examAttempts,
  examQuestionEntries,
  examQuestions,
  financialAccounts,
  groups,
  memberships,
  onlineOrders,
  paymentTransactions,
  roles,
  storedFiles,
  transportStops,
} from '../../src/db/schema/index.js';
import { inFileTransaction } from '../../src/files/file-transaction.js';
import { markDeleted } from '../../src/modules/chat/message-queries.js';
import {
  gradeAttempts,
  refreshTotals,
  regradeAfterKeyChange,
} from '../../src/modules/exams/marking/grading.js';
import { moveEntry } from '../../src/modules/exams/setup/exam-question-queries.js';
import { moveOpenAttemptEnds } from '../../src/modules/exams/setup/task-queries.js';
import { saveAnswer } from '../../src/modules/exams/sitting/answer-queries.js';
import { startAttempt } from '../../src/modules/exams/sitting/attempt-queries.js';
import { finaliseAttempt } from '../../src/modules/exams/sitting/finalise-service.js';
import {
  deleteClassRow,
  setAdmissionOpen,
  updateClassRow,
} from '../../src/modules/groups/queries.js';
import { markOrderFailed, markOrderPaid } from '../../src/modules/payments/online-queries.js';
import { markReverted } from '../../src/modules/payments/revert-queries.js';
import {
  deleteMembership,
  setMembershipRole,
} from '../../src/modules/people/membership-queries.js';
import { deleteRole, updateRole } from '../../src/modules/roles/queries.js';
import {
  deleteStop,
  insertRoute,
  insertStop,
  shiftStops,
  updateStop,
} from '../../src/modules/transport/itinerary-queries.js';
import { useTestApp } from '../support/app.js';
import { publishedExam, sit, submit } from '../support/exam-flow.js';
import { examClass, HOUR } from '../support/exam-helpers.js';
import { answersOf, attemptOf } from '../support/exam-rows.js';
import { createClass, createInstitute, createMember, createRole } from '../support/factories.js';
import { unfilteredTenantWrites } from '../support/tenant-writes.js';

// Defence in depth (issue 21): an UPDATE or DELETE by id repeats the institute (or the group) in
// its own WHERE, so a right id with another institute changes nothing, whatever the read before
// it missed.

const t = useTestApp();
const db = () => t.app.deps.database.db;

describe('updates and deletes by id keep to the institute in the statement itself', () => {
  it('roles, classes and memberships: a right id with another institute changes nothing', async () => {
    const ours = await createInstitute(t, { name: 'Ours' });
    const theirs = await createInstitute(t, { name: 'Theirs' });
    const role = await createRole(t, ours, ['getFeeStructure']);
    const klass = await createClass(t, ours, 'Class 1 A');
    await createMember(t, klass, 'STUDENT', { institute: ours });
    const [member] = await db().select().from(memberships).where(eq(memberships.groupId, klass.id));
    if (!member) throw new Error('no membership');

    await updateRole(db(), theirs.id, role.id, { name: 'Taken over', permissions: [] });
    await deleteRole(db(), theirs.id, role.id);
    const [roleAfter] = await db().select().from(roles).where(eq(roles.id, role.id));
    expect(roleAfter).toMatchObject({ name: role.name, permissions: ['getFeeStructure'] });

    expect(
      await updateClassRow(db(), theirs.id, klass.id, { name: 'X', level: '9', section: null }),
    ).toBeUndefined();
    await setAdmissionOpen(db(), theirs.id, klass.id, true);
    await deleteClassRow(db(), theirs.id, klass.id);
    const [classAfter] = await db().select().from(groups).where(eq(groups.id, klass.id));
    expect(classAfter).toMatchObject({
      name: 'Class 1 A',
      admissionConfigSet: klass.admissionConfigSet,
    });

    // A membership belongs to its group: another group's id (their institute, or our institute
    // for a class's membership) touches nothing.
    for (const groupId of [theirs.id, ours.id]) {
      await setMembershipRole(db(), groupId, member.id, role.id);
      await deleteMembership(db(), groupId, member.id);
    }
    const [memberAfter] = await db()
      .select()
      .from(memberships)
      .where(eq(memberships.id, member.id));
    expect(memberAfter?.roleId).toBe(member.roleId);

    // The right institute does change them.
    await updateRole(db(), ours.id, role.id, { name: 'Renamed', permissions: [] });
    expect((await db().select().from(roles).where(eq(roles.id, role.id)))[0]?.name).toBe('Renamed');
  });

  it('transport stops: moved, renamed, shifted or deleted only within the institute', async () => {
    const ours = await createInstitute(t, { name: 'Ours' });
    const theirs = await createInstitute(t, { name: 'Theirs' });
    const route = await insertRoute(db(), {
      instituteId: ours.id,
      name: 'North',
      vehicleId: null,
      createdAt: t.clock.now(),
    });
    const stop = await insertStop(db(), {
      instituteId: ours.id,
      routeId: route.id,
      name: 'Hebbal',
      pickupTime: '07:30',
      position: 1,
    });
    expect(await updateStop(db(), theirs.id, stop.id, { name: 'Gone' })).toBeUndefined();
    await shiftStops(db(), theirs.id, route.id, 1, 1, 1);
    await deleteStop(db(), theirs.id, stop);
    const [after] = await db()
      .select()
      .from(transportStops)
      .where(and(eq(transportStops.id, stop.id)));
    expect(after).toMatchObject({ name: 'Hebbal', position: 1 });
  });

  it('payments: a transaction reverted, an order paid or failed only within the institute', async () => {
    const ours = await createInstitute(t, { name: 'Ours' });
    const theirs = await createInstitute(t, { name: 'Theirs' });
    const klass = await createClass(t, ours, 'Class 1 A');
    const student = await createMember(t, klass, 'STUDENT', { institute: ours });
    const now = t.clock.now();
    const [account] = await db()
      .insert(financialAccounts)
      .values({
        instituteId: ours.id,
        accountName: 'Main',
        acceptanceMediums: ['CASH'],
        createdAt: now,
      })
      .returning();
    const [payment] = await db()
      .insert(paymentTransactions)
      .values({
        instituteId: ours.id,
        transactionId: 'T-1',
        transactionKey: 'T-1',
        recordType: 'FEES',
        transactionDate: now,
        paymentMethod: 'CASH',
        paymentMedium: 'CASH',
        financialAccountId: account?.id as string,
        amountPaise: 100_00,
        createdAt: now,
      })
      .returning();
    const [order] = await db()
      .insert(onlineOrders)
      .values({
        instituteId: ours.id,
        studentProfileId: student.profileId,
        recordType: 'FEES',
        gatewayOrderId: 'order_ours',
        amountPaise: 100_00,
        createdAt: now,
      })
      .returning();
    if (!payment || !order) throw new Error('nothing inserted');

    const revert = { at: now, byProfileId: student.profileId, reason: 'Taken over' };
    await markReverted(db(), theirs.id, payment.id, revert);
    await markOrderPaid(db(), theirs.id, order.id, {
      paymentId: 'pay_x',
      transactionPk: payment.id,
      at: now,
    });
    expect(await markOrderFailed(db(), theirs.id, order.id, 'pay_x')).toBe(false);
    const paymentNow = async () =>
      (
        await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, payment.id))
      )[0];
    const orderNow = async () =>
      (await db().select().from(onlineOrders).where(eq(onlineOrders.id, order.id)))[0];
    expect(await paymentNow()).toMatchObject({ status: 'ACTIVE', revertReason: null });
    expect(await orderNow()).toMatchObject({ status: 'CREATED', gatewayPaymentId: null });

    // The right institute does change them.
    expect(await markOrderFailed(db(), ours.id, order.id, 'pay_x')).toBe(true);
    await markReverted(db(), ours.id, payment.id, revert);
    expect(await paymentNow()).toMatchObject({ status: 'REVERTED', revertReason: 'Taken over' });
    expect(await orderNow()).toMatchObject({ status: 'FAILED', gatewayPaymentId: 'pay_x' });
  });

  it('exams: a right exam or attempt with another institute changes nothing', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e);
    const [rohan] = e.students;
    await sit(t, e, rohan, exam, { mcq: 'A' });
    const theirs = e.other.institute.id;
    const before = await attemptOf(t, exam.taskId, rohan.profileId);
    if (!before) throw new Error('no attempt');
    const entries = async () =>
      (
        await db()
          .select()
          .from(examQuestionEntries)
          .where(eq(examQuestionEntries.academicTaskId, exam.taskId))
      )
        .map((r) => [r.id, r.position])
        .sort();
    const positions = await entries();
    const now = t.clock.now();
    const mine = { taskId: exam.taskId, groupId: e.klass.id, profileId: rohan.profileId, now };

    expect(await startAttempt(db(), { ...mine, instituteId: theirs })).toBeUndefined();
    const saved = await saveAnswer(db(), {
      ...mine,
      instituteId: theirs,
      examQuestionId: exam.mcq,
      answer: 'B',
      version: 2,
      fileId: null,
    });
    expect(saved.applied).toBe(false);
    expect(
      await moveOpenAttemptEnds(
        db(),
        theirs,
        exam.taskId,
        null,
        new Date(now.getTime() + 9 * HOUR),
      ),
    ).toEqual([]);
    await moveEntry(db(), theirs, exam.taskId, exam.essay, 0);
    expect(await finaliseAttempt(db(), theirs, before.id, 'STUDENT', now)).toBeUndefined();
    expect(await entries()).toEqual(positions);
    expect(await attemptOf(t, exam.taskId, rohan.profileId)).toEqual(before);
    expect((await answersOf(t, before.id)).map((a) => [a.answer, a.version])).toEqual([['A', 1]]);

    // Submitted (the MCQ graded 0 against key B); then the key is corrected to A.
    expect((await submit(t, e, rohan, exam.taskId)).statusCode).toBe(200);
    const [entry] = await db()
      .select()
      .from(examQuestionEntries)
      .where(eq(examQuestionEntries.id, exam.mcq));
    await db()
      .update(examQuestions)
      .set({ correctAnswer: 'A' })
      .where(eq(examQuestions.id, entry?.questionId as string));
    const marks = async () => (await answersOf(t, before.id)).map((a) => Number(a.marks));
    expect(await marks()).toEqual([0]);
    const change = {
      questionId: entry?.questionId as string,
      changedByProfileId: e.teacher.profileId,
      now,
    };
    expect(await regradeAfterKeyChange(db(), { ...change, instituteId: theirs })).toBe(0);
    expect(await gradeAttempts(db(), theirs, [before.id])).toBe(0);
    await db().update(examAnswers).set({ marks: 2 }).where(eq(examAnswers.attemptId, before.id));
    await refreshTotals(db(), theirs, [before.id]);
    const [totalAfter] = await db()
      .select({ total: examAttempts.total })
      .from(examAttempts)
      .where(eq(examAttempts.id, before.id));
    expect(Number(totalAfter?.total ?? 0)).toBe(0);

    // The right institute does change them.
    expect(await gradeAttempts(db(), e.institute.id, [before.id])).toBe(1);
    expect(await marks()).toEqual([2]);
    expect((await refreshTotals(db(), e.institute.id, [before.id])).get(before.id)).toBe(2);
  });

  it("chat messages and stored files: deleted only as their sender's or their owner's", async () => {
    const ours = await createInstitute(t, { name: 'Ours' });
    const theirs = await createInstitute(t, { name: 'Theirs' });
    const klass = await createClass(t, ours, 'Class 1 A');
    const asha = await createMember(t, klass, 'TEACHER', { institute: ours });
    const ravi = await createMember(t, klass, 'STUDENT', { institute: ours });
    const now = t.clock.now();
    const [message] = await db()
      .insert(chatMessages)
      .values({
        instituteId: ours.id,
        conversation: 'test',
        senderProfileId: asha.profileId,
        ownerType: 'USER',
        recipientProfileId: ravi.profileId,
        content: 'Hello',
        createdAt: now,
      })
      .returning();
    if (!message) throw new Error('no message');
    await markDeleted(
      db(),
      { instituteId: theirs.id, senderProfileId: asha.profileId },
      message.id,
      now,
    );
    await markDeleted(
      db(),
      { instituteId: ours.id, senderProfileId: ravi.profileId },
      message.id,
      now,
    );
    const deletedAt = async () =>
      (await db().select().from(chatMessages).where(eq(chatMessages.id, message.id)))[0]?.deletedAt;
    expect(await deletedAt()).toBeNull();
    await markDeleted(
      db(),
      { instituteId: ours.id, senderProfileId: asha.profileId },
      message.id,
      now,
    );
    expect(await deletedAt()).toEqual(now);

    const store = { storage: t.app.deps.files, quotaMb: 1024 };
    const file = { fieldname: 'f', filename: 'a.txt', bytes: Buffer.from('x') };
    const stored = await inFileTransaction(db(), store, (_tx, files) =>
      files.store(now, [
        {
          file,
          kind: 'png',
          purpose: 'test',
          instituteId: ours.id,
          ownerAccountId: asha.accountId,
        },
        { file, kind: 'png', purpose: 'test', instituteId: null, ownerAccountId: asha.accountId },
      ]),
    );
    const ids = stored.map((f) => f.id);
    await inFileTransaction(db(), store, async (_tx, files) => {
      await files.release(ids, 'test', { instituteId: theirs.id });
      await files.release(ids, 'test', { personalOf: ravi.accountId });
    });
    const left = async () =>
      (await db().select().from(storedFiles).where(eq(storedFiles.purpose, 'test'))).length;
    expect(await left()).toBe(2);
    await inFileTransaction(db(), store, async (_tx, files) => {
      await files.release(ids, 'test', { instituteId: ours.id });
      await files.release(ids, 'test', { personalOf: asha.accountId });
    });
    expect(await left()).toBe(0);
  });

  it('knows an UPDATE or DELETE of a tenant table without the institute in its WHERE', () => {
    expect(
      unfilteredTenantWrites('delete from "student_transport" where "student_transport"."id" = $1'),
    ).toEqual(['student_transport']);
    expect(
      unfilteredTenantWrites(
        'update "transport_stops" set "name" = $1 where ("transport_stops"."institute_id" = $2 and "transport_stops"."id" = $3)',
      ),
    ).toEqual([]);
    expect(unfilteredTenantWrites('update "accounts" set "email" = $1 where "id" = $2')).toEqual(
      [],
    );
  });
});
