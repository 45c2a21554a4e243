import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportKind,
  isBlankRow,
  readHeader,
  recordOf,
} from '@shala/shared';
import { parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { readMultipart } from '../../files/uploads.js';
import { AppError, badRequest, payloadTooLarge } from '../../lib/errors.js';

/** The data rows of an uploaded CSV as column → cell, with their index (0 = spreadsheet row 2). */
export type CsvRows = { index: number; record: Record<string, string> }[];

/** Reads the one .csv file of a multipart upload and checks that it is a CSV with a header. */
export async function readCsvUpload(request: FastifyRequest, kind: ImportKind): Promise<CsvRows> {
  const form = await readMultipart(request, { maxFiles: 1, maxFileBytes: IMPORT_MAX_BYTES }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 413) {
        throw payloadTooLarge(IMPORT_MESSAGES.tooLarge);
      }
      throw error;
    },
  );
  const file = form.files[0];
  if (!file) throw badRequest(IMPORT_MESSAGES.noFile);
  const text = await csvText(file.filename, file.bytes);
  return csvRows(kind, text);
}

/** The file as text, or 400 when its name or its bytes say it is something else. */
export async function csvText(filename: string, bytes: Buffer): Promise<string> {
  const name = filename.replace(/^.*[\\/]/, '') || 'The file';
  const notCsv = badRequest(IMPORT_MESSAGES.notCsv(name));
  if (!/\.csv$/i.test(name)) throw notCsv;
  if (bytes.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  // A spreadsheet (.xlsx is a zip), an image or a PDF renamed to .csv.
  if (await fileTypeFromBuffer(bytes)) throw notCsv;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Older spreadsheet programs save CSV in Windows-1252.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Control characters other than tab and line ends mean binary content.
  if (hasControlCharacters(text.slice(0, 65_536))) throw notCsv;
  return text.replace(/^\uFEFF/, '');
}

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** Parses CSV text (comma, or semicolon as some spreadsheets write) into checked data rows. */
export function csvRows(kind: ImportKind, text: string): CsvRows {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  let lines: string[][];
  try {
    lines = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    throw badRequest(IMPORT_MESSAGES.unreadable((error as Error).message));
  }
  const [header, ...data] = lines;
  if (!header || isBlankRow(header)) throw badRequest(IMPORT_MESSAGES.empty);
  const { columns, missing } = readHeader(kind, header);
  if (missing.length > 0) throw badRequest(IMPORT_MESSAGES.missingHeader(missing));
  const rows = data
    .map((cells, index) => ({ index, cells }))
    .filter(({ cells }) => !isBlankRow(cells))
    .map(({ index, cells }) => ({ index, record: recordOf(columns, cells) }));
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (rows.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  return rows;
}
