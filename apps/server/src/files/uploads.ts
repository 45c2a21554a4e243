import { createHash, randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, Tx } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { AppError, badRequest } from '../http/errors.js';
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
} as const;

export type UploadedFile = { fieldname: string; filename: string; bytes: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

/**
 * Reads a multipart request into its text fields and files, with limits. Nothing is stored:
 * the caller validates the fields, checks the files with `checkFileKind`, and then stores them
 * with `storeFile` inside its transaction. Repeated text fields keep the last value.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: { maxFiles: number; maxFileBytes: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        fields: 50,
        fieldSize: 4096,
      },
    })) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        files.push({ fieldname: part.fieldname, filename: part.filename, bytes });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        413,
        UPLOAD_MESSAGES.tooLarge(Math.round(limits.maxFileBytes / 1_048_576)),
      );
    }
    if (code === 'FST_FILES_LIMIT')
      throw new AppError(413, UPLOAD_MESSAGES.tooMany(limits.maxFiles));
    if (code?.startsWith('FST_')) throw badRequest('The uploaded form could not be read.');
    throw error;
  }
  return { fields, files };
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
 * file to its owner. A failed transaction leaves an orphan file on disk, never a row without one.
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
