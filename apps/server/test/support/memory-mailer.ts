import type { Mail, Mailer } from '../../src/mail/mailer.js';

/**
 * Keeps sent mail in memory for API tests; end-to-end tests use a real SMTP sink instead. The
 * test app tries a request's mails before its answer (awaitMail), so tests read `sent` right
 * after a request; mail sent by a job arrives later: `waitFor` it.
 */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  private waiters: Array<() => void> = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
    for (const wake of this.waiters.splice(0)) wake();
  }
  close(): void {}
  last(to?: string): Mail {
    const mails = to ? this.sent.filter((m) => m.to === to) : this.sent;
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no mail sent${to ? ` to ${to}` : ''}`);
    return mail;
  }
  clear(): void {
    this.sent.length = 0;
  }
  /** Empty, and back to sending into `sent` when a test replaced `send` (the next test's app). */
  reset(): void {
    this.clear();
    for (const key of Object.keys(this) as (keyof this)[]) {
      if (typeof this[key] === 'function') delete this[key];
    }
  }
  /**
   * Resolves with the first sent mail `matches` (already sent or still to come); fails after
   * `seconds`, a generous deadline (a busy machine), never a fixed wait.
   */
  async waitFor(matches: (mail: Mail) => boolean, seconds = 30): Promise<Mail> {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      const found = this.sent.find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching mail within ${seconds} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
