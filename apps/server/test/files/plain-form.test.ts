import Busboy from '@fastify/busboy';
import { describe, expect, it } from 'vitest';
import { plainFields } from '../../src/files/plain-form.js';

// plainFields reads a browser's text-only form without busboy, and hands anything else to busboy:
// what it reads must be what busboy reads, byte for byte, and what it does not know it must leave.

const LIMITS = { fields: 50, parts: 61, fieldSize: 4096 };
const BOUNDARY = '----WebKitFormBoundaryAb12Cd34Ef56Gh78';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const part = (name: string, value: string | Buffer, headers = '') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n${headers}\r\n`,
    ),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

/** busboy's reading of the same body: its fields, or its error. */
function busboyFields(type: string, body: Buffer, limits = LIMITS) {
  return new Promise<{ fieldname: string; value: string; truncated: boolean }[] | string>(
    (resolve) => {
      const out: { fieldname: string; value: string; truncated: boolean }[] = [];
      let parser: ReturnType<typeof Busboy>;
      try {
        parser = Busboy({ headers: { 'content-type': type }, limits });
      } catch (error) {
        resolve(String(error));
        return;
      }
      parser.on('field', (fieldname, value, _n, truncated) =>
        out.push({ fieldname, value, truncated }),
      );
      parser.on('file', (_name, stream) => {
        out.push({ fieldname: '(file)', value: '', truncated: false });
        stream.resume();
      });
      parser.on('fieldsLimit', () =>
        out.push({ fieldname: '(limit)', value: '', truncated: true }),
      );
      parser.on('error', (error) => resolve(String(error)));
      parser.on('finish', () => resolve(out));
      parser.end(body);
    },
  );
}

/** When plainFields reads a body, busboy reads the same fields from it. */
async function agrees(body: Buffer, type = TYPE, limits = LIMITS) {
  const plain = plainFields(type, body, limits);
  if (plain === undefined) return undefined;
  const read = plain.map((p) => ({
    fieldname: p.fieldname,
    value: p.type === 'field' ? p.value : '',
    truncated: false,
  }));
  expect(read).toEqual(await busboyFields(type, body, limits));
  return read;
}

describe('plainFields: a browser form of text fields, read as busboy reads it', () => {
  it("reads an exam answer's form, repeated names, empty, multi-line and UTF-8 values", async () => {
    const body = form(
      part('groupId', '5f0c6a1e-0000-4000-8000-000000000001'),
      part('answer', 'ज्ञान\r\nline two\r\n--not a boundary\r\n'),
      part('answer', ''),
      part('version', '12'),
      part('weird', Buffer.from([0xc3, 0x28, 0xef, 0xbb, 0xbf, 0xff])),
    );
    expect(await agrees(body)).toHaveLength(5);
    expect(await agrees(form())).toEqual([]);
    expect(await agrees(form(part('a', 'x')).subarray(0, -2))).toHaveLength(1);
  });

  it('reads up to the limits exactly, and leaves a body past them to busboy', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => part(`f${i}`, 'v'));
    expect(await agrees(form(...fields(50)))).toHaveLength(50);
    expect(plainFields(TYPE, form(...fields(51)), LIMITS)).toBeUndefined();
    expect(await agrees(form(part('a', 'x'.repeat(4096))))).toHaveLength(1);
    expect(plainFields(TYPE, form(part('a', 'x'.repeat(4097))), LIMITS)).toBeUndefined();
  });

  it('leaves files, other headers, preambles, odd names and boundaries to busboy', () => {
    const cases: [string, Buffer, string?][] = [
      [
        'a file',
        form(
          part('file', 'PNG', '').subarray(0, 0),
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n`,
          ),
        ),
      ],
      ['a charset', form(part('a', 'x', 'Content-Type: text/plain; charset=latin1\r\n'))],
      ['a JSON field', form(part('a', '"x"', 'Content-Type: application/json\r\n'))],
      ['a preamble', Buffer.concat([Buffer.from('hello\r\n'), form(part('a', 'x'))])],
      ['a quoted name', form(part('a\\"b', 'x'))],
      ['an escaped name', form(part('a%22b', 'x'))],
      ['an empty name', form(part('', 'x'))],
      ['a prototype name', form(part('__proto__', 'x'))],
      ['constructor', form(part('constructor', 'x'))],
      [
        'lower-case header',
        Buffer.from(
          `--${BOUNDARY}\r\ncontent-disposition: form-data; name="a"\r\n\r\nx\r\n--${BOUNDARY}--`,
        ),
      ],
      ['truncated', form(part('a', 'x')).subarray(0, -10)],
      ['cut in a value', part('a', 'xyz').subarray(0, -4)],
      ['no close', part('a', 'x')],
      ['an epilogue', Buffer.concat([form(part('a', 'x')), Buffer.from('trailing')])],
      ['a value opening with the boundary', form(part('a', `--${BOUNDARY}x`))],
      ['garbage', Buffer.from('\u0000\u00ff garbage \r\n'.repeat(20))],
      ['empty', Buffer.alloc(0)],
      ['junk after a boundary', Buffer.from(`--${BOUNDARY}xx\r\n`)],
    ];
    for (const [what, body] of cases)
      expect([what, plainFields(TYPE, body, LIMITS)]).toEqual([what, undefined]);
    const body = form(part('a', 'x'));
    for (const type of [
      `multipart/form-data; boundary="${BOUNDARY}"`,
      `multipart/form-data; charset=utf-8; boundary=${BOUNDARY}`,
      'multipart/form-data',
      `multipart/form-data; boundary=${BOUNDARY}x`,
      `text/plain; boundary=${BOUNDARY}`,
    ]) {
      expect([type, plainFields(type, body, LIMITS)]).toEqual([type, undefined]);
    }
  });

  it('agrees with busboy on random forms of hostile values', async () => {
    // Values built from the bytes that matter: line ends, dashes, the boundary's own characters.
    const alphabet = [
      '\r',
      '\n',
      '\r\n',
      '\r\n\r\n',
      '-',
      '--',
      BOUNDARY.slice(0, 10),
      BOUNDARY,
      `\r\n--${BOUNDARY}`,
      `\r\n--${BOUNDARY}--`,
      'a',
      'é',
      '"',
      '\u0000',
    ];
    let seed = 7;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return (seed >>> 8) % n;
    };
    let read = 0;
    for (let round = 0; round < 3000; round += 1) {
      const parts = Array.from({ length: 1 + random(6) }, (_, i) => {
        const value = Array.from(
          { length: random(12) },
          () => alphabet[random(alphabet.length)],
        ).join('');
        return part(`field_${i % 3}`, value);
      });
      const body = form(...parts);
      // Sometimes cut short, or a boundary spelled into the value.
      const cut = random(4) === 0 ? body.subarray(0, random(body.length)) : body;
      if ((await agrees(cut)) !== undefined) read += 1;
    }
    expect(read).toBeGreaterThan(300);
  });
});
