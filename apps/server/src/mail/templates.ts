import {
  OTP_EXPIRY_SECONDS,
  PRODUCT_NAME,
  QUERY_TYPE_LABELS,
  type QueryType,
  RESET_LINK_TTL_MINUTES,
} from '@shala/shared';
import type { Mail } from './mailer.js';

/** Every mail of the product: plain text for any client, and the same words as simple HTML. */
export type Content = Omit<Mail, 'to'>;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** Paragraphs become text lines and <p>s; a link paragraph becomes a clickable link. */
export type Block = string | { link: string };

/**
 * Which template a mail is (the super admin's list of failed mails shows it), and for a mail
 * that carries a secret (a sign-in code, a reset or set-password link) how long that secret
 * is good for: the outbox keeps such a body no longer than needed (mail/outbox.ts).
 */
export type MailMeta = { template: string; secretSeconds?: number };

export function compose(
  subject: string,
  greetingName: string,
  blocks: Block[],
  meta: MailMeta = { template: 'notification' },
): Content {
  const all: Block[] = [`Dear ${greetingName},`, ...blocks, `Regards,\nThe ${PRODUCT_NAME} team`];
  const text = all.map((b) => (typeof b === 'string' ? b : b.link)).join('\n\n');
  const html = all
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`,
    )
    .join('\n');
  return {
    ...meta,
    subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="en-GB"><body style="font-family:sans-serif">\n${html}\n</body></html>`,
  };
}

/** 299 s reads "5 minutes": the spirit of the limit, not its exact edge. */
const minutes = (seconds: number) => Math.round(seconds / 60);

export function verificationCodeMail(p: { firstName: string; username: string; code: string }) {
  return compose(
    `${PRODUCT_NAME}: your verification code`,
    p.firstName,
    [
      `Your verification code is ${p.code}`,
      `It is valid for ${minutes(OTP_EXPIRY_SECONDS)} minutes and can be used once.`,
      `Your username is ${p.username}. You can sign in with it or with this email address.`,
      'If you did not create an account, you can ignore this email.',
    ],
    { template: 'verificationCode', secretSeconds: OTP_EXPIRY_SECONDS },
  );
}

export function resetLinkMail(p: { firstName: string; link: string }) {
  return compose(
    `${PRODUCT_NAME}: reset your password`,
    p.firstName,
    [
      'We received a request to reset the password of your account. Open this link to set a new one:',
      { link: p.link },
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email: your password stays the same.`,
    ],
    { template: 'resetLink', secretSeconds: RESET_LINK_TTL_MINUTES * 60 },
  );
}

export function changeLinkMail(p: { firstName: string; link: string }) {
  return compose(
    `${PRODUCT_NAME}: change your password`,
    p.firstName,
    [
      'You asked to change your password. Open this link to choose a new one:',
      { link: p.link },
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes.`,
    ],
    { template: 'changeLink', secretSeconds: RESET_LINK_TTL_MINUTES * 60 },
  );
}

export function passwordChangedMail(p: { firstName: string; username: string }) {
  return compose(
    `${PRODUCT_NAME}: your password was changed`,
    p.firstName,
    [
      `The password of your account ${p.username} has just been changed, and every device was signed out.`,
      'If this was not you, reset your password at once with "Forgot Password" on the sign-in page.',
    ],
    { template: 'passwordChanged' },
  );
}

/**
 * The sender's copy of a contact request: fixed words only. The form's name, subject and text
 * are whatever anyone typed, and the address need not be theirs (review finding 15).
 */
export function contactAcknowledgementMail() {
  return compose(
    `${PRODUCT_NAME}: we received your message`,
    'Sir or Madam',
    [
      `Thank you for contacting ${PRODUCT_NAME}. We have received your message and will reply to this address soon.`,
      'If you did not write to us, you can ignore this email.',
    ],
    { template: 'contactAcknowledgement' },
  );
}

export function contactNoticeMail(p: {
  contactPerson: string;
  email: string;
  phoneNo: string;
  subject: string;
  category: QueryType;
  content: string;
}) {
  return compose(
    `${PRODUCT_NAME}: new contact request`,
    'administrator',
    [
      `${p.contactPerson} (${p.email}, ${p.phoneNo}) sent a contact request.`,
      `Query type: ${QUERY_TYPE_LABELS[p.category]}\nSubject: ${p.subject}`,
      p.content,
    ],
    { template: 'contactNotice' },
  );
}

/** An account the institute made for someone: the link sets the first password. */
export function invitationMail(p: {
  firstName: string;
  username: string;
  link: string;
  /** Why the account exists, e.g. "Your admission to Class 5 A of Demo Public School was accepted." */
  reason: string;
  validDays: number;
}) {
  return compose(
    `${PRODUCT_NAME}: welcome, set your password`,
    p.firstName,
    [
      p.reason,
      `Your username is ${p.username}. Open this link to choose your password and sign in:`,
      { link: p.link },
      `The link works once and expires in ${p.validDays} days. After that, use "Forgot Password" on the sign-in page.`,
    ],
    { template: 'invitation', secretSeconds: p.validDays * 24 * 60 * 60 },
  );
}

/** Someone who already has an account was added to an institute or class. */
export function addedToGroupMail(p: {
  firstName: string;
  username: string;
  reason: string;
  link: string;
}) {
  return compose(
    `${PRODUCT_NAME}: ${p.reason}`,
    p.firstName,
    [p.reason, `Sign in with your username ${p.username} or this email address:`, { link: p.link }],
    { template: 'addedToGroup' },
  );
}
