import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { ADMISSION_API, ERROR_CODES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../src/files/uploads.js';
import { useTestApp } from '../support/app.js';

// Review finding 13: Fastify's defaults (requestTimeout 0, connectionTimeout 0) let a client send
// the headers of POST /rest/public/admission/apply with Content-Length: 100000 and then one byte
// every 14 s; the connection was still open after 135 s. REQUEST_TIMEOUT_SECONDS (60 by default)
// now bounds the whole request; here it is 1 s, so the test waits for the close, not a clock.

const t = useTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });

async function listen(): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** Everything the server sent until it closed the connection. */
function untilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });
}

const applyHead = (port: number, extra: string) =>
  [
    `POST ${ADMISSION_API.apply} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'traceid: slow-body-trace-0001',
    'Content-Type: multipart/form-data; boundary=XYZ',
    extra,
    '',
    '',
  ].join('\r\n');

describe('finding 13: a slow body is cut off', () => {
  it('closes a connection whose body trickles in, with 408', async () => {
    const port = await listen();
    const socket = net.connect(port, '127.0.0.1');
    const closed = untilClosed(socket);
    socket.write(applyHead(port, 'Content-Length: 100000'));
    socket.write('--XYZ\r\nContent-Disposition: form-data; name="fName"\r\n\r\n');
    // One byte at a time, often enough that the connection is never idle.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, 50);
    const received = await closed;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('keeps a connection alive between requests that arrive in time', async () => {
    const port = await listen();
    const socket = net.connect(port, '127.0.0.1');
    const responses: string[] = [];
    const get = (n: number) =>
      new Promise<string>((resolve) => {
        socket.once('data', (chunk) => resolve(chunk.toString('latin1')));
        socket.write(
          `GET /rest/health HTTP/1.1\r\nHost: 127.0.0.1\r\ntraceid: keep-alive-${n}\r\n\r\n`,
        );
      });
    responses.push(await get(1), await get(2));
    expect(responses.map((r) => r.split('\r\n')[0])).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 200 OK',
    ]);
    expect(responses[1]).toMatch(/connection: keep-alive/i);
    socket.destroy();
  });
});

describe('an upload must state its length', () => {
  it('refuses a chunked upload with 411 before reading it', async () => {
    const port = await listen();
    const socket = net.connect(port, '127.0.0.1');
    const closed = untilClosed(socket);
    socket.write(applyHead(port, 'Transfer-Encoding: chunked\r\nConnection: close'));
    socket.write('5\r\n--XYZ\r\n0\r\n\r\n');
    const received = await closed;
    expect(received.split('\r\n')[0]).toBe('HTTP/1.1 411 Length Required');
    const body = received.slice(received.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      message: UPLOAD_MESSAGES.noLength,
      code: ERROR_CODES.lengthRequired,
    });
  });
});
