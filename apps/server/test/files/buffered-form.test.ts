import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUFFERED_FORM_BYTES } from '../../src/files/buffered-form.js';
import { MULTIPART_LIMITS, readMultipart, UPLOAD_MESSAGES } from '../../src/files/uploads.js';
import { AppError } from '../../src/lib/errors.js';
import { tinyPng } from '../support/setup-helpers.js';

// readMultipart reads a small body whole (files/buffered-form.ts) and a larger one part by part
// through @fastify/multipart: every form, good or hostile, must come out of both the same. The
// same parts go through the streamed path behind a preamble, which RFC 2046 lets a body carry
// before its first boundary and every parser skips.

const BOUNDARY = 'XbenchBoundaryX';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const LIMITS = { maxFiles: 2, maxFileBytes: 20_000 };

const field = (name: string, value: string, headers = '') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n${headers}\r\n${value}\r\n`;
const file = (name: string, filename: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
const END = `--${BOUNDARY}--\r\n`;
const body = (...parts: (string | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.setErrorHandler((error, _request, reply) => {
    const status = error instanceof AppError ? error.statusCode : 500;
    return reply.status(status).send({ message: (error as Error).message });
  });
  app.post('/form', async (request) => {
    const form = await readMultipart(request, LIMITS);
    return {
      fields: form.fields,
      files: form.files.map((f) => ({ ...f, bytes: f.bytes.toString('base64') })),
    };
  });
  await app.ready();
});
afterAll(() => app.close());

async function send(payload: Buffer, contentType = CONTENT_TYPE) {
  const res = await app.inject({
    method: 'POST',
    url: '/form',
    headers: { 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

/** The body read whole, and the same parts behind a preamble that makes it stream. */
async function bothWays(payload: Buffer, contentType = CONTENT_TYPE) {
  expect(payload.length).toBeLessThanOrEqual(BUFFERED_FORM_BYTES);
  const preamble = Buffer.from(`${'ignored preamble line\r\n'.repeat(3000)}\r\n`);
  expect(preamble.length).toBeGreaterThan(BUFFERED_FORM_BYTES);
  const buffered = await send(payload, contentType);
  const streamed = await send(Buffer.concat([preamble, payload]), contentType);
  expect(buffered).toEqual(streamed);
  return buffered;
}

const unreadable = { status: 400, body: { message: UPLOAD_MESSAGES.unreadable } };

describe('a small multipart body, read whole, reads as the streamed one does', () => {
  it('keeps text fields (the last of a repeated name) and decodes UTF-8', async () => {
    const res = await bothWays(
      body(field('groupId', 'g1'), field('answer', 'first'), field('answer', 'ज्ञान\r\nदो'), END),
    );
    expect(res).toEqual({
      status: 200,
      body: { fields: { groupId: 'g1', answer: 'ज्ञान\r\nदो' }, files: [] },
    });
  });

  it('keeps a file part with its name and bytes', async () => {
    const png = tinyPng();
    const res = await bothWays(body(field('answer', 'x'), file('file', 'a.png', png), END));
    expect(res).toEqual({
      status: 200,
      body: {
        fields: { answer: 'x' },
        files: [{ fieldname: 'file', filename: 'a.png', bytes: png.toString('base64') }],
      },
    });
  });

  it('reads an empty body as an empty form, as the plugin does', async () => {
    expect(await send(Buffer.alloc(0))).toEqual({ status: 200, body: { fields: {}, files: [] } });
  });

  it('refuses a field longer than allowed, too many fields, files or bytes of a file', async () => {
    expect(await bothWays(body(field('answer', 'a'.repeat(4097)), END))).toEqual({
      status: 413,
      body: { message: UPLOAD_MESSAGES.fieldTooLong('answer') },
    });
    const many = Array.from({ length: 51 }, (_, i) => field(`f${i}`, 'v'));
    expect(await bothWays(body(...many, END))).toEqual({
      status: 413,
      body: { message: UPLOAD_MESSAGES.tooManyFields },
    });
    const png = tinyPng();
    expect(
      await bothWays(
        body(file('a', 'a.png', png), file('b', 'b.png', png), file('c', 'c.png', png), END),
      ),
    ).toEqual({ status: 413, body: { message: UPLOAD_MESSAGES.tooMany(2) } });
    expect(await bothWays(body(file('file', 'big.png', Buffer.alloc(20_001)), END))).toEqual({
      status: 413,
      body: { message: UPLOAD_MESSAGES.tooLarge(0) },
    });
  });

  it('answers 400 to a truncated body, garbage, no boundary and prototype names', async () => {
    const good = body(field('groupId', 'g1'), field('answer', 'text'), END);
    expect(await bothWays(good.subarray(0, good.length - 10))).toEqual(unreadable);
    expect(await bothWays(good.subarray(0, 30))).toEqual(unreadable);
    expect(await bothWays(Buffer.from('\u0000\u00ff garbage \r\n'.repeat(20)))).toEqual(unreadable);
    expect(await send(good, 'multipart/form-data')).toEqual(unreadable);
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect(await bothWays(body(field(name, 'x'), END))).toEqual(unreadable);
      expect(await bothWays(body(file(name, 'a.png', tinyPng()), END))).toEqual(unreadable);
    }
  });

  it('reads a field that says it is JSON as the plugin does, and refuses one that is not', async () => {
    const json = 'Content-Type: application/json\r\n';
    expect(await bothWays(body(field('answer', '"quoted"', json), END))).toEqual({
      status: 200,
      body: { fields: { answer: 'quoted' }, files: [] },
    });
    expect(await bothWays(body(field('answer', '{oops', json), END))).toEqual(unreadable);
  });

  it('refuses a body longer than the length it declares', async () => {
    const good = body(field('answer', 'text'), END);
    const res = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': CONTENT_TYPE, 'content-length': String(good.length - 5) },
      payload: good,
    });
    expect(res.statusCode).toBe(400);
  });
});
