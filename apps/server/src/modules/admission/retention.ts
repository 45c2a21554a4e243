import type { Db } from '../../db/client.js';
import { removeStoredFiles } from '../../files/file-transaction.js';
import type { FileStorage } from '../../files/storage.js';
import type { Clock } from '../../lib/clock.js';
import { rejectedDocumentFiles } from './queries.js';

/**
 * Days the documents of a rejected application are kept after the decision (security review
 * finding 5): long enough for a question or a complaint about the decision, then deleted. The
 * application itself (names, class, reason) stays for the institute's records.
 */
export const REJECTED_DOCUMENTS_RETENTION_DAYS = 90;
const DAY_MS = 24 * 3_600_000;

/**
 * Deletes the documents (rows and bytes) of applications rejected more than the retention
 * period ago. Safe to run again and from several processes; returns how many files went.
 */
export async function sweepRejectedDocuments(deps: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
}): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - REJECTED_DOCUMENTS_RETENTION_DAYS * DAY_MS);
  const files = await rejectedDocumentFiles(deps.db, cutoff);
  // admission_documents rows go with their files (ON DELETE CASCADE).
  return removeStoredFiles(deps.db, deps.storage, files);
}
