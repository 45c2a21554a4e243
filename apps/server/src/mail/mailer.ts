import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/client.js';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The template's name and its secret's lifetime (templates.ts MailMeta): for the outbox. */
  template?: string;
  secretSeconds?: number;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * The context's mailer, the durable outbox (outbox.ts): writes the mail's job (with `db`, in that
 * transaction). Declared here, not beside the outbox, so that context.ts does not import the job
 * queue the outbox runs on.
 */
export interface MailOutbox {
  send(mail: Mail, db?: Queryable): Promise<void>;
}

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file under
 * DATA_DIR/outbox and logs where, so a laptop install needs no mail server.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
