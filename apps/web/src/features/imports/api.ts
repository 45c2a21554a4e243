import { IMPORT_API, type ImportKind, type ImportReport } from '@shala/shared';
import { download, upload } from '../../core/http';
import { saveFile } from '../../core/save-file';

/**
 * The server saves each row on its own: a file of 5,000 rows may take minutes, so the upload
 * waits longer than the usual 60 s before saying the connection is slow.
 */
export const IMPORT_TIMEOUT_MS = 10 * 60_000;

/** Uploads the CSV and answers the per-row report. */
export function uploadImport(groupId: string, kind: ImportKind, file: File): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload<ImportReport>(IMPORT_API[kind], form, {
    query: { groupId },
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

/** Saves `text` as a CSV file. */
export function saveText(text: string, filename: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename);
}

/** Downloads the template of `kind` (with the §7 headers, so not a plain link). */
export async function downloadTemplate(groupId: string, kind: ImportKind): Promise<void> {
  const { blob } = await download(`${IMPORT_API.templates}/${kind}`, { query: { groupId } });
  saveFile(blob, `${kind}-import-template.csv`);
}
