import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { examCall } from '../support/exam-helpers.js';
import { evaluate, type MarkingExam, markAll, markingExam } from '../support/exam-marking.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

// Exam day's rough edges (issue 22, item 13): the counts of the Publish tab, Save all of marking
// and ending an exam early.

const t = useTestApp();
guardTenantWrites(t);

const setupOf = async (e: MarkingExam, taskId: string) => {
  const res = await examCall(t, e.teacher, 'GET', 'exam/config/admin/owner/task/id', {
    groupId: e.klass.id,
    academicTaskId: taskId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the counts of an exam’s attempts', () => {
  it('count a submitted and an evaluated attempt as started and submitted too', async () => {
    const e = await markingExam(t);
    const before = await setupOf(e, e.task.id);
    expect(before.attemptCounts).toEqual({ total: 2, started: 2, submitted: 2, evaluated: 0 });
    await markAll(t, e);
    expect((await evaluate(t, e, 'rohan')).statusCode).toBe(200);
    const after = await setupOf(e, e.task.id);
    expect(after.attemptCounts).toEqual({ total: 2, started: 2, submitted: 2, evaluated: 1 });
  });
});
