import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { ModuleJob } from '../jobs/module-job.js';
import type { RunningQueue } from '../jobs/pg-boss-queue.js';
import type { JobAttempt } from '../jobs/queue.js';
import type { Clock } from '../lib/clock.js';
import { recordMailFailure } from './failures.js';
import type { Mailer, MailOutbox } from './mailer.js';

/**
 * Mail that is never lost. A service's mail is a durable job (`mail.send`) written with the
 * change that causes it (in its transaction when given one), so a rollback sends nothing, a
 * commit always sends, and a restart between the answer and the send loses nothing. After the
 * answer of the request that wrote it, this process tries it at once (prompt delivery); the
 * serving processes' workers take whatever is left (a restart, another process's mail). A
 * failed send is tried again with back-off; after the last retry the mail is listed for the
 * super admin (mail_failures).
 *
 * Secrets: a mail with a sign-in code or a reset or set-password link (`secretSeconds`) holds
 * its rendered body in the job only while it is being sent: a sent mail's job is deleted at
 * once (every mail's, not only those), one that cannot be sent before its secret expires is
 * given up then, and a failure row never keeps such a body (its holder asks for a new one).
 */

export const MAIL_QUEUE = 'mail.send';

/**
 * Eight tries after the first, from 30 s doubling (each wait 1-2x its step, pg-boss's jitter):
 * a mail that keeps failing reaches the super admin's list after about 2 to 4 hours.
 */
export const MAIL_RETRY = { limit: 8, delaySeconds: 30 } as const;

/** What the job holds: the rendered mail, when it was asked for, and its secret's end. */
const queuedMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  template: z.string(),
  queuedAt: z.iso.datetime(),
  secretUntil: z.iso.datetime().nullable(),
  /** Order of writing in the process that wrote it (a batch runs in this order). */
  seq: z.number().optional(),
});

/** Mails written in one instant keep their order when they run in one batch. */
let written = 0;
const orderOf = (data: unknown): [string, number] => {
  const d = (data ?? {}) as { queuedAt?: unknown; seq?: unknown };
  return [typeof d.queuedAt === 'string' ? d.queuedAt : '', typeof d.seq === 'number' ? d.seq : 0];
};
const writtenBefore = (a: unknown, b: unknown) => {
  const [atA, seqA] = orderOf(a);
  const [atB, seqB] = orderOf(b);
  return atA === atB ? seqA - seqB : atA < atB ? -1 : 1;
};
type QueuedMail = z.infer<typeof queuedMail>;

export type RunningOutbox = MailOutbox & {
  /** Tries the due mails in this process now; resolves when none is left to try. */
  deliverDue(): Promise<void>;
};

/** The mails one request wrote, tried after its answer (its transaction has committed then). */
type RequestMail = { writes: Promise<unknown>[] };

export function mailOutbox(deps: {
  queue: () => RunningQueue;
  clock: Clock;
  log: FastifyBaseLogger;
}): RunningOutbox & { requests: AsyncLocalStorage<RequestMail> } {
  const requests = new AsyncLocalStorage<RequestMail>();
  let wanted = false;
  let running: Promise<void> | undefined;

  const drain = async () => {
    try {
      while ((await deps.queue().runDue(MAIL_QUEUE)) > 0) {
        // Until no due mail is left (each failed one waits for its retry).
      }
    } catch (err) {
      deps.log.error({ err }, 'mail delivery interrupted; the worker tries again');
    }
  };

  const deliverDue = (): Promise<void> => {
    wanted = true;
    running ??= (async () => {
      while (wanted) {
        wanted = false;
        await drain();
      }
      running = undefined;
    })();
    return running;
  };

  return {
    requests,
    deliverDue,
    async send(mail, db) {
      const now = deps.clock.now();
      written += 1;
      const data: QueuedMail = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        template: mail.template ?? 'other',
        queuedAt: now.toISOString(),
        secretUntil: mail.secretSeconds
          ? new Date(now.getTime() + mail.secretSeconds * 1000).toISOString()
          : null,
        seq: written,
      };
      const write = deps.queue().send(MAIL_QUEUE, data, { startAfter: now }, db);
      const request = requests.getStore();
      if (request) request.writes.push(write.catch(() => {}));
      try {
        await write;
      } catch (err) {
        // In a transaction the mail is part of the change: it fails with it.
        if (db) throw err;
        deps.log.error({ err, to: mail.to, subject: mail.subject }, 'mail not queued');
        return;
      }
      // Outside a request, a mail on its own goes at once; one in a transaction waits for a
      // worker (it exists only once the caller commits).
      if (!request && !db) void deliverDue();
    },
  };
}

/**
 * Each request's mails are tried right after its answer is ready (its transaction committed),
 * without delaying it (an SMTP round trip would tell, say, that an account exists), unless
 * `awaitMail` (tests: the memory mailer holds the mail when the answer arrives).
 */
export function registerMailDelivery(
  app: FastifyInstance,
  outbox: ReturnType<typeof mailOutbox>,
  awaitMail: () => boolean,
) {
  const mailOf = new WeakMap<FastifyRequest, RequestMail>();
  app.addHook('preHandler', (request, _reply, done) => {
    const store: RequestMail = { writes: [] };
    mailOf.set(request, store);
    outbox.requests.run(store, done);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const store = mailOf.get(request);
    if (store && store.writes.length > 0) {
      const writes = store.writes.splice(0);
      const delivered = Promise.all(writes).then(() => outbox.deliverDue());
      if (awaitMail()) await delivered;
    }
    return payload;
  });
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/**
 * The `mail.send` job: hands the mail to the transport, deletes its job once sent, and after
 * the last retry (or once its secret has expired) records it for the super admin instead.
 */
export function mailJob(deps: { transport: Mailer }): ModuleJob {
  const giveUp = async (
    ctx: AppContext,
    mail: QueuedMail,
    attempt: JobAttempt | undefined,
    reason: string,
  ) => {
    if (attempt) {
      await recordMailFailure(ctx.db, {
        id: attempt.id,
        recipient: mail.to,
        subject: mail.subject,
        template: mail.template,
        attempts: attempt.retryCount + 1,
        lastError: reason,
        // A code or link never stays behind: its holder asks for a new one.
        text: mail.secretUntil ? null : mail.text,
        html: mail.secretUntil ? null : (mail.html ?? null),
        queuedAt: new Date(mail.queuedAt),
        failedAt: ctx.clock.now(),
      });
    }
    ctx.log.error(
      { to: mail.to, subject: mail.subject, template: mail.template, reason },
      'mail given up',
    );
  };

  return {
    name: MAIL_QUEUE,
    retry: MAIL_RETRY,
    // Sent or given up: the job and the body it holds go at once.
    deleteWhenDone: true,
    // The order they were written in (one request's mails to one address, say).
    order: writtenBefore,
    async run(ctx, data, attempt) {
      const mail = queuedMail.parse(data);
      const now = ctx.clock.now();
      const secretEnd = mail.secretUntil ? new Date(mail.secretUntil).getTime() : null;
      if (secretEnd !== null && now.getTime() >= secretEnd) {
        await giveUp(ctx, mail, attempt, 'its code or link expired before it could be sent');
        return;
      }
      try {
        await deps.transport.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
      } catch (err) {
        const tries = attempt ? attempt.retryLimit - attempt.retryCount : 0;
        // The next try waits at least this long; a secret that ends before it goes no further.
        const nextWait = MAIL_RETRY.delaySeconds * 2 ** (attempt?.retryCount ?? 0) * 1000;
        // The queue logs the failure and tries again with back-off.
        if (tries > 0 && (secretEnd === null || now.getTime() + nextWait < secretEnd)) throw err;
        await giveUp(ctx, mail, attempt, errorText(err));
        return;
      }
      ctx.log.info({ to: mail.to, subject: mail.subject }, 'mail handed to the transport');
    },
  };
}
