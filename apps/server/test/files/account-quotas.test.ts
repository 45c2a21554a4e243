import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/db/schema/index.js';
import { fileStoreOf, inFileTransaction } from '../../src/files/file-transaction.js';
import { QUOTA_MESSAGES } from '../../src/files/quota.js';
import { type TestContext, useTestApp } from '../support/app.js';
import { createInstitute, createProfile } from '../support/factories.js';
import { tinyPng } from '../support/setup-helpers.js';
import { ownDataDir } from '../support/upload-helpers.js';

// Who pays for a stored file (security review 2, M4): the school's own files count against
// STORAGE_QUOTA_MB by themselves; its people's chat and answer images are refused once the
// institute's files together reach it, and once one account's reach its share; a file of no
// institute is charged to its account's own quota.

const MB = 1_048_576;
const dataDir = ownDataDir('account-quotas');

/** A stored row of `bytes`, as if uploaded long ago (no bytes on disk: only the sums matter). */
async function weighs(
  t: TestContext,
  row: { instituteId: string | null; ownerAccountId: string | null; purpose: string },
  bytes: number,
) {
  const id = randomUUID();
  await t.app.deps.database.db.insert(storedFiles).values({
    id,
    ...row,
    originalName: 'old.png',
    mimeType: 'image/png',
    sizeBytes: bytes,
    sha256: '0'.repeat(64),
    storageKey: `${row.purpose}/${id}`,
    createdAt: t.clock.now(),
  });
}

function store(
  t: TestContext,
  row: { instituteId: string | null; ownerAccountId: string | null; purpose: string },
) {
  const file = { fieldname: 'file', filename: 'new.png', bytes: tinyPng() };
  return inFileTransaction(t.app.deps.database.db, fileStoreOf(t.app.ctx), (_tx, files) =>
    files.store(t.clock.now(), [{ file, kind: 'png', ...row }]),
  );
}

describe('storage budgets (STORAGE_QUOTA_MB=100, share 10 %, personal 3 MB)', () => {
  const t = useTestApp({
    DATA_DIR: dataDir,
    STORAGE_QUOTA_MB: '100',
    STORAGE_ACCOUNT_SHARE_PERCENT: '10',
    STORAGE_PERSONAL_QUOTA_MB: '3',
  });

  it("students filling the institute never crowd out the school's own files", async () => {
    const institute = await createInstitute(t);
    const students = [await createProfile(t), await createProfile(t), await createProfile(t)];
    // Many accounts' images together take the whole quota (each within its share).
    for (let i = 0; i < 10; i += 1) {
      const owner = students[i % 3]?.accountId ?? null;
      await weighs(
        t,
        { instituteId: institute.id, ownerAccountId: owner, purpose: 'chat-media' },
        10 * MB - 1,
      );
    }
    const admin = await createProfile(t);
    await expect(
      store(t, {
        instituteId: institute.id,
        ownerAccountId: admin.accountId,
        purpose: 'exam-question-image',
      }),
    ).resolves.toHaveLength(1);
    const fresh = await createProfile(t);
    await expect(
      store(t, {
        instituteId: institute.id,
        ownerAccountId: fresh.accountId,
        purpose: 'chat-media',
      }),
    ).rejects.toMatchObject({ statusCode: 413, message: QUOTA_MESSAGES.full(100) });
  });

  it("one account's images stop at its share; another account's do not", async () => {
    const institute = await createInstitute(t);
    const [rohan, meera] = [await createProfile(t), await createProfile(t)];
    await weighs(
      t,
      { instituteId: institute.id, ownerAccountId: rohan.accountId, purpose: 'exam-answer-image' },
      10 * MB - 10,
    );
    await expect(
      store(t, {
        instituteId: institute.id,
        ownerAccountId: rohan.accountId,
        purpose: 'chat-media',
      }),
    ).rejects.toMatchObject({ statusCode: 413, message: QUOTA_MESSAGES.share(10) });
    await expect(
      store(t, {
        instituteId: institute.id,
        ownerAccountId: meera.accountId,
        purpose: 'chat-media',
      }),
    ).resolves.toHaveLength(1);
    // At another institute the account has a share of its own.
    const other = await createInstitute(t);
    await expect(
      store(t, { instituteId: other.id, ownerAccountId: rohan.accountId, purpose: 'chat-media' }),
    ).resolves.toHaveLength(1);
  });

  it('a file of no institute counts against its account, and must name one', async () => {
    const loner = await createProfile(t);
    await weighs(
      t,
      { instituteId: null, ownerAccountId: loner.accountId, purpose: 'profile-photo' },
      3 * MB - 10,
    );
    await expect(
      store(t, { instituteId: null, ownerAccountId: loner.accountId, purpose: 'chat-media' }),
    ).rejects.toMatchObject({ statusCode: 413, message: QUOTA_MESSAGES.personal(3) });
    await expect(
      store(t, { instituteId: null, ownerAccountId: null, purpose: 'chat-media' }),
    ).rejects.toThrow('must be charged to an institute or an account');
  });
});
