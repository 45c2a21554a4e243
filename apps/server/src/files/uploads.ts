import { createHash, randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { ERROR_CODES } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, Tx } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { AppError, badRequest, coded, payloadTooLarge } from '../lib/errors.js';
import { BUFFERED_FORM_BYTES, type FormPart, readBufferedParts } from './buffered-form.js';
import type { FileStorage } from './storage.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The kinds of file we accept anywhere, by what their bytes say. */
export const FILE_KINDS = {
  jpg: { mime: 'image/jpeg', label: '.jpg' },
  png: { mime: 'image/png', label: '.png' },
  webp: { mime: 'image/webp', label: '.webp' },
  pdf: { mime: 'application/pdf', label: '.pdf' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Please send the form as multipart/form-data.',
  tooLarge: (mb: number) => `A file is larger than ${mb} MB.`,
  tooMany: (n: number) => `Please upload at most ${n} files.`,
  wrongKind: (name: string, kinds: readonly FileKind[]) =>
    `${name} is not a ${kinds.map((k) => FILE_KINDS[k].label).join(' or ')} file.`,
  empty: (name: string) => `${name} is empty.`,
  unreadable: 'The uploaded form could not be read.',
  noLength: 'Please send the upload with its length (Content-Length).',
  requestTooLarge: (mb: number) => `The upload is larger than ${mb} MB.`,
  tooManyFields: 'The uploaded form has too many fields.',
  fieldTooLong: (name: string) => `The form's field ${name} is too long.`,
} as const;

export type UploadedFile = { fieldname: string; filename: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

const MB = 1_048_576;
/** Text fields of any upload form: how many, and how long each may be (unless a route says). */
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 4096;
/** The longest text field a route may ask for (a question with its options, an exam answer). */
const LONGEST_FIELD_BYTES = 128 * 1024;
/** Part headers, boundaries and line ends around the files and fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** The most files and the largest file any upload route takes (admission: 10 + 1 to tell "too many"). */
const MOST_FILES = 11;
const LARGEST_FILE_BYTES = 2 * MB;

/**
 * The ceiling of every multipart request, given to @fastify/multipart at registration: no route
 * reads more parts, files or bytes than this, whatever it asks for.
 */
export const MULTIPART_LIMITS = {
  parts: MOST_FILES + MAX_FIELDS,
  files: MOST_FILES,
  fileSize: LARGEST_FILE_BYTES,
  fields: MAX_FIELDS,
  fieldSize: MAX_FIELD_BYTES,
  headerPairs: 20,
} as const;
export const MULTIPART_MAX_REQUEST_BYTES =
  MOST_FILES * LARGEST_FILE_BYTES + MAX_FIELDS * MAX_FIELD_BYTES + FORM_OVERHEAD_BYTES;

/**
 * What one route's form may hold: files, their size, and (for forms with long texts) how long
 * a text field may be, 4 KB unless given, at most 128 KB.
 */
export type MultipartLimits = { maxFiles: number; maxFileBytes: number; maxFieldBytes?: number };

/**
 * Reads a multipart request into its text fields and files, with limits. Nothing is stored:
 * the caller validates the fields, checks the files with `checkFileKind`, and then stores them
 * with `inFileTransaction` (or `storeFile`) inside its transaction. Repeated text fields keep
 * the last value; a text field longer than the route allows is refused (413), never cut short.
 *
 * The request must state its length, and that length may not exceed what the route's files and
 * fields can add up to, so a body is refused before a byte of it is read. A body that cannot
 * be parsed (truncated, no boundary, garbage) is the client's fault: 400, logged at info.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw coded(ERROR_CODES.unsupportedMedia, UPLOAD_MESSAGES.notMultipart);
  }
  const maxFiles = Math.min(limits.maxFiles, MULTIPART_LIMITS.files);
  const maxFileBytes = Math.min(limits.maxFileBytes, MULTIPART_LIMITS.fileSize);
  const maxFieldBytes = Math.min(limits.maxFieldBytes ?? MAX_FIELD_BYTES, LONGEST_FIELD_BYTES);
  // Long fields are few (a question, its options): they count once beside the usual fields.
  const maxRequestBytes = Math.min(
    maxFiles * maxFileBytes +
      MAX_FIELDS * MAX_FIELD_BYTES +
      4 * Math.max(0, maxFieldBytes - MAX_FIELD_BYTES) +
      FORM_OVERHEAD_BYTES,
    MULTIPART_MAX_REQUEST_BYTES + 4 * (LONGEST_FIELD_BYTES - MAX_FIELD_BYTES),
  );
  const length = request.headers['content-length'];
  if (length === undefined) throw coded(ERROR_CODES.lengthRequired, UPLOAD_MESSAGES.noLength);
  if (Number(length) > maxRequestBytes) {
    throw payloadTooLarge(
      UPLOAD_MESSAGES.requestTooLarge(Math.max(1, Math.floor(maxRequestBytes / MB))),
    );
  }
  const partLimits = {
    ...MULTIPART_LIMITS,
    files: maxFiles,
    fileSize: maxFileBytes,
    fieldSize: maxFieldBytes,
  };
  try {
    return Number(length) <= BUFFERED_FORM_BYTES
      ? formOf(await readBufferedParts(request, Number(length), partLimits))
      : await streamedForm(request, partLimits);
  } catch (error) {
    throw uploadError(request, error, { maxFiles, maxFileBytes });
  }
}

/** A larger body, part by part through @fastify/multipart (files are read as they come). */
async function streamedForm(
  request: FastifyRequest,
  limits: Record<keyof typeof MULTIPART_LIMITS, number>,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      const bytes = await (part as MultipartFile).toBuffer();
      files.push({ fieldname: part.fieldname, filename: part.filename, bytes });
    } else {
      keepField(fields, part.fieldname, part.value, part.valueTruncated);
    }
  }
  return { fields, files };
}

/** A small body's parts, read whole (files/buffered-form.ts), in their order. */
function formOf(parts: (FormPart | Error)[]): MultipartForm {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const part of parts) {
    if (part instanceof Error) throw part;
    if (part.type === 'file') {
      if (part.truncated)
        throw Object.assign(new Error('file too large'), { code: FILE_TOO_LARGE });
      files.push({ fieldname: part.fieldname, filename: part.filename, bytes: part.bytes });
    } else {
      keepField(fields, part.fieldname, part.value, part.valueTruncated);
    }
  }
  return { fields, files };
}

/** A text field: the last of a repeated name is kept; one cut short is refused. */
function keepField(
  fields: Record<string, string>,
  name: string,
  value: unknown,
  truncated: boolean,
): void {
  // busboy cuts a long field short without an error: saving the rest would lose text.
  if (truncated) throw payloadTooLarge(UPLOAD_MESSAGES.fieldTooLong(name.slice(0, 40)));
  fields[name] = String(value ?? '');
}

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** What the client is told when reading the parts failed; never a 500 for a bad body. */
function uploadError(
  request: FastifyRequest,
  error: unknown,
  limits: { maxFiles: number; maxFileBytes: number },
): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === FILE_TOO_LARGE) {
    return payloadTooLarge(UPLOAD_MESSAGES.tooLarge(Math.round(limits.maxFileBytes / MB)));
  }
  if (code === 'FST_FILES_LIMIT') return payloadTooLarge(UPLOAD_MESSAGES.tooMany(limits.maxFiles));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return payloadTooLarge(UPLOAD_MESSAGES.tooManyFields);
  }
  // busboy's own errors ("Unexpected end of form", "Boundary not found") carry no code: they
  // all mean a body we cannot read. Logged without a stack: it is the client's mistake.
  request.log.info(
    { reason: error instanceof Error ? error.message : String(error), code },
    'unreadable multipart form',
  );
  return badRequest(UPLOAD_MESSAGES.unreadable);
}

/** What the bytes are, if one of `allowed`; a renamed file is refused with its name. */
export async function checkFileKind(
  file: UploadedFile,
  allowed: readonly FileKind[],
): Promise<FileKind> {
  if (file.bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.empty(file.filename));
  const detected = await fileTypeFromBuffer(file.bytes);
  const kind = allowed.find((k) => FILE_KINDS[k].mime === detected?.mime);
  if (!kind) throw badRequest(UPLOAD_MESSAGES.wrongKind(file.filename, allowed));
  return kind;
}

/**
 * Writes the bytes to storage and records them; call inside the transaction that links the
 * file to its owner. On its own, a failed transaction leaves an orphan file on disk (never a row
 * without one): services store through `inFileTransaction`, which deletes such bytes and checks
 * the institute's quota; the orphan sweep removes what a crash leaves.
 */
export async function storeFile(
  tx: Db | Tx,
  storage: FileStorage,
  now: Date,
  input: {
    file: UploadedFile;
    kind: FileKind;
    purpose: string;
    instituteId: string | null;
    ownerAccountId: string | null;
  },
): Promise<StoredFileRow> {
  const id = randomUUID();
  const storageKey = `${input.purpose}/${id}`;
  await storage.put(storageKey, input.file.bytes);
  const [row] = await tx
    .insert(storedFiles)
    .values({
      id,
      instituteId: input.instituteId,
      ownerAccountId: input.ownerAccountId,
      purpose: input.purpose,
      // Shown back to staff: keep only a plain name, never a path.
      originalName: input.file.filename.replace(/^.*[\\/]/, '').slice(0, 200) || 'file',
      mimeType: FILE_KINDS[input.kind].mime,
      sizeBytes: input.file.bytes.length,
      sha256: createHash('sha256').update(input.file.bytes).digest('hex'),
      storageKey,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

/** A stored file of this institute (null: of no institute), with its bytes; else undefined. */
export async function loadFile(
  db: Db,
  storage: FileStorage,
  id: string,
  instituteId: string | null,
): Promise<{ row: StoredFileRow; bytes: Buffer } | undefined> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, id),
        instituteId ? eq(storedFiles.instituteId, instituteId) : undefined,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const bytes = await storage.get(row.storageKey);
  return bytes ? { row, bytes } : undefined;
}
