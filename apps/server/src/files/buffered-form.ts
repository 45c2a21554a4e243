import Busboy, { type BusboyConfig } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { type FormPart, plainFields } from './plain-form.js';

// A small multipart body (an exam answer's five fields, and any form without a large file) read
// whole: a browser's plain text fields straight from the bytes (plain-form.ts), anything else by
// busboy in one pass. @fastify/multipart's `request.parts()` builds a stream, a promise and a
// merged copy of its options per part, the largest share of an answer save's time
// (bench/RESULTS.md, 2026-11-29). The limits are the same; what the plugin would refuse is
// refused with the plugin's error codes, so that `readMultipart` answers both paths alike.

/** Bodies up to this many bytes are read this way; larger ones stream through the plugin. */
export const BUFFERED_FORM_BYTES = 64 * 1024;

export type { FormPart } from './plain-form.js';

/** An error as @fastify/multipart raises it: `readMultipart` maps these codes. */
const coded = (code: string, message: string) => Object.assign(new Error(message), { code });

/** The request's body, whole: at most `length` bytes, the length it declared. */
function bodyOf(request: FastifyRequest, length: number): Promise<Buffer> {
  // Plain events: an async iterator over a one-chunk body cost more than the form's parsing.
  return new Promise((resolve, reject) => {
    const raw = request.raw;
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: Error) => {
      raw.off('data', onData);
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      // HTTP framing stops at Content-Length; a body that says otherwise is not one we read.
      if (size > length) fail(new Error('Body longer than its Content-Length'));
      else chunks.push(chunk);
    };
    raw.on('data', onData);
    raw.once('end', () =>
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)),
    );
    raw.once('error', fail);
    // A client gone before its body ended: its form cannot be read.
    raw.once('close', () => {
      if (!raw.readableEnded) fail(new Error('Request closed before its body ended'));
    });
  });
}

/**
 * The parts of a small multipart body in their order, each a field, a file or the reason the
 * plugin would have stopped there (a limit reached, a prototype name: `FST_…` codes); throws
 * busboy's own error for a body it cannot read (truncated, no boundary).
 */
export async function readBufferedParts(
  request: FastifyRequest,
  length: number,
  limits: NonNullable<BusboyConfig['limits']>,
): Promise<(FormPart | Error)[]> {
  const body = await bodyOf(request, length);
  const plain = plainFields(request.headers['content-type'], body, {
    fields: limits.fields ?? 0,
    parts: limits.parts ?? 0,
    fieldSize: limits.fieldSize ?? 0,
  });
  if (plain) return plain;
  // Throws on a missing boundary, before the empty body below is taken for an empty form.
  const parser = Busboy({ headers: request.headers as BusboyConfig['headers'], limits });
  // As the plugin does: an empty body is an empty form, not a truncated one.
  if (body.length === 0) return [];
  return new Promise((resolve, reject) => {
    const parts: (FormPart | Error)[] = [];
    const fileChunks = new Map<FormPart, Buffer[]>();
    const limit = (code: string) => () => parts.push(coded(code, code));
    parser.on('field', (fieldname, value, _nameTruncated, valueTruncated, _enc, mime) => {
      parts.push(fieldPart(fieldname, value, valueTruncated, mime));
    });
    parser.on('file', (fieldname, stream, filename) => {
      const chunks: Buffer[] = [];
      const part: FormPart = { type: 'file', fieldname, filename, bytes: EMPTY, truncated: false };
      parts.push(fieldname in Object.prototype ? protoViolation() : part);
      fileChunks.set(part, chunks);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        part.truncated = true;
      });
      stream.on('error', reject);
    });
    parser.on('partsLimit', limit('FST_PARTS_LIMIT'));
    parser.on('filesLimit', limit('FST_FILES_LIMIT'));
    parser.on('fieldsLimit', limit('FST_FIELDS_LIMIT'));
    parser.on('error', reject);
    // busboy finishes once every part has ended, each file's stream included.
    parser.on('finish', () => {
      for (const [part, chunks] of fileChunks) {
        if (part.type === 'file') part.bytes = Buffer.concat(chunks);
      }
      resolve(parts);
    });
    parser.end(body);
  });
}

const EMPTY = Buffer.alloc(0);
const protoViolation = () =>
  coded('FST_PROTO_VIOLATION', 'prototype property is not allowed as field name');

/** A text field as the plugin hands it on: no prototype names; a JSON-typed one parsed. */
function fieldPart(
  fieldname: string,
  value: string,
  valueTruncated: boolean,
  mime: string,
): FormPart | Error {
  if (fieldname in Object.prototype) return protoViolation();
  if (!mime.startsWith('application/json')) {
    return { type: 'field', fieldname, value, valueTruncated };
  }
  const invalid = coded('FST_INVALID_JSON_FIELD_ERROR', 'a field is not the JSON it declares');
  if (valueTruncated) return invalid;
  try {
    // readMultipart keeps `String(value)`, which is what the plugin's parsed value gives too.
    return { type: 'field', fieldname, value: String(JSON.parse(value)), valueTruncated };
  } catch {
    return invalid;
  }
}
