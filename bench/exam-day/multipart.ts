// A multipart/form-data body of text fields, as a browser's FormData sends it (the answer and the
// question are forms: spec §7). Built by hand so that the load generator sends plain buffers over
// its own keep-alive agent, and autocannon can send them too.

import { randomBytes } from 'node:crypto';

export type Form = { contentType: string; body: Buffer };

export function formOf(fields: Record<string, string>): Form {
  const boundary = `----ShalaBenchExamDay${randomBytes(8).toString('hex')}`;
  const parts: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  }
  parts.push(`--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(parts.join(''), 'utf8'),
  };
}
