import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';
import { saveAnswer } from '../../src/modules/exams/sitting/answer-queries.js';
import { lockDuesForPayment } from '../../src/modules/fees/dues-queries.js';
import { findSessionIdentities } from '../../src/modules/permissions/identity-queries.js';

/**
 * The SQL of the three hottest statements, committed as snapshots in apps/server/queries/ (as
 * Immich commits its queries), so that a change to them shows in review as a diff of SQL, not
 * only of the TypeScript that builds it. The statements are built by the real query functions on
 * a Drizzle proxy that records what it would send and answers no rows. When a change is meant:
 * `npx vitest run --project server apps/server/test/db/hot-statements.test.ts -u`, then read the
 * diff of the .sql file before committing it.
 */

type Sent = { sql: string; params: unknown[] };

/** A database that records each statement it is given instead of running it. */
function recordingDb(): { db: Db; sent: Sent[] } {
  const sent: Sent[] = [];
  const db = drizzle(
    async (sql, params) => {
      sent.push({ sql, params });
      return { rows: [] };
    },
    { schema },
  ) as unknown as Db;
  return { db, sent };
}

/** The snapshot's text: what the statement is for, its parameters as sent, then the SQL. */
function snapshotOf(purpose: string, statement: Sent | undefined): string {
  if (!statement) throw new Error('no statement was sent');
  const params = statement.params.map((value, i) => `--   $${i + 1} = ${JSON.stringify(value)}`);
  return [`-- ${purpose}`, '-- parameters of this example:', ...params, statement.sql, ''].join(
    '\n',
  );
}

const ID = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

describe('the hottest statements, as committed SQL', () => {
  it('saves an exam answer in one named prepared statement (exam_answer_save)', async () => {
    const { db, sent } = recordingDb();
    await saveAnswer(db, {
      taskId: ID(1),
      instituteId: ID(2),
      groupId: ID(3),
      profileId: ID(4),
      examQuestionId: ID(5),
      answer: 'B',
      version: 7,
      fileId: null,
      now: new Date('2026-06-01T04:30:00.000Z'),
    }).catch(() => undefined); // the proxy answers no row; only the statement matters here
    expect(sent).toHaveLength(1);
    await expect(
      snapshotOf('exams: one answer save (answer-queries.ts saveAnswer)', sent[0]),
    ).toMatchFileSnapshot('../../queries/exam-answer-save.sql');
  });

  it("locks a payment's dues in id order (fees lockDuesForPayment)", async () => {
    const { db, sent } = recordingDb();
    await lockDuesForPayment(db, {
      instituteId: ID(2),
      sessionId: ID(6),
      profileIds: [ID(4), ID(7)],
      recordType: 'FEES',
    });
    expect(sent).toHaveLength(1);
    await expect(
      snapshotOf('payments: the dues a payment pays into, locked (dues-queries.ts)', sent[0]),
    ).toMatchFileSnapshot('../../queries/payment-dues-lock.sql');
  });

  it('reads the signed-in identity and its permissions in one statement (findSessionIdentities)', async () => {
    const { db, sent } = recordingDb();
    await findSessionIdentities(db, ['hash-of-a-session-id']);
    expect(sent).toHaveLength(1);
    await expect(
      snapshotOf(
        'permissions: sessions, accounts, profiles and memberships with role permissions (identity-queries.ts)',
        sent[0],
      ),
    ).toMatchFileSnapshot('../../queries/permission-read.sql');
  });
});
