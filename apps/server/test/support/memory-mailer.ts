import type { Mail, Mailer } from '../../src/mail/mailer.js';

/** Keeps sent mail in memory for API tests; end-to-end tests use a real SMTP sink instead. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
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
}
