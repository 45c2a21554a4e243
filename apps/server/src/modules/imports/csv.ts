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

/** What an import reads of a CSV: which columns its header names, and how many rows it takes. */
export type CsvColumns = {
  /** The header's cells as the columns they name (null: none), and the required ones missing. */
  readHeader(header: readonly string[]): {
    columns: readonly (string | null)[];
    missing: readonly string[];
  };
  maxRows: number;
  /** The words when the file has more than maxRows data rows. */
  tooManyRows: string;
};

/** The members import's columns of each kind (students, staff). */
const importColumns = (kind: ImportKind): CsvColumns => ({
  readHeader: (header) => readHeader(kind, header),
  maxRows: IMPORT_MAX_ROWS,
  tooManyRows: IMPORT_MESSAGES.tooManyRows,
});

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
  return csvRows(importColumns(kind), text);
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

/**
 * Parses CSV text (comma, or semicolon as some spreadsheets write) into the data rows of
 * `columns`: 400 when it cannot be read, has no header or misses a required column, has no data
 * row (blank rows are skipped) or too many.
 */
export function csvRows(columns: CsvColumns, text: string): CsvRows {
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
  const read = columns.readHeader(header);
  if (read.missing.length > 0) throw badRequest(IMPORT_MESSAGES.missingHeader(read.missing));
  const rows = data
    .map((cells, index) => ({ index, cells }))
    .filter(({ cells }) => !isBlankRow(cells))
    .map(({ index, cells }) => ({ index, record: recordOf(read.columns, cells) }));
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (rows.length > columns.maxRows) throw badRequest(columns.tooManyRows);
  return rows;
}
