// After a step: is every save the server acknowledged in the database? Read through SQL, not
// through the API, so the answer does not depend on the code being measured. For each attempt
// and exam question, the row must hold a version at least as high as every acknowledged one, and
// when it holds the last acknowledged version, that save's text. (A higher version than the last
// acknowledged one is a later save that arrived but whose answer was lost on the way back, e.g. a
// time-out: kept, so nothing is lost.)

import { openSql } from '../common/sql.js';
import type { Ack } from './load.js';

export type Verification = {
  acknowledged: number;
  /** Acknowledged saves whose answer (or a newer one) is not in the database. */
  lost: number;
  /** Up to three of them, to show what went wrong. */
  examples: string[];
};

export async function verifyAcks(
  dataDir: string,
  databaseUrl: string | undefined,
  academicTaskId: string,
  acks: Ack[],
): Promise<Verification> {
  const sql = await openSql(dataDir, databaseUrl);
  let rows: Record<string, unknown>[];
  try {
    rows = await sql.query(
      `SELECT attempt_id, exam_question_id, version, answer
         FROM exam_answers WHERE academic_task_id = $1`,
      [academicTaskId],
    );
  } finally {
    await sql.close();
  }
  const kept = new Map<string, { version: number; answer: string }>();
  for (const r of rows) {
    kept.set(`${r.attempt_id} ${r.exam_question_id}`, {
      version: Number(r.version),
      answer: String(r.answer),
    });
  }
  const last = new Map<string, Ack>();
  let lost = 0;
  const examples: string[] = [];
  const note = (text: string) => {
    lost += 1;
    if (examples.length < 3) examples.push(text);
  };
  for (const ack of acks) {
    const key = `${ack.attemptId} ${ack.examQuestionId}`;
    const row = kept.get(key);
    if (!row) note(`attempt ${ack.attemptId}, question ${ack.examQuestionId}: no answer kept`);
    else if (row.version < ack.version) {
      note(
        `attempt ${ack.attemptId}, question ${ack.examQuestionId}: version ${row.version} kept, ${ack.version} acknowledged`,
      );
    }
    const before = last.get(key);
    if (!before || before.version < ack.version) last.set(key, ack);
  }
  for (const [key, ack] of last) {
    const row = kept.get(key);
    if (row && row.version === ack.version && row.answer !== ack.answer) {
      note(
        `attempt ${ack.attemptId}, question ${ack.examQuestionId}: version ${ack.version} kept with another text`,
      );
    }
  }
  return { acknowledged: acks.length, lost, examples };
}
