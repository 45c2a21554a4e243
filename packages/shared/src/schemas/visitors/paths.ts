/**
 * The front office's calls (issue 25 §4): the visitor log and the students' gate passes. The
 * spec names the screen (`/visitor-management`) and createGatePass, which every desk call needs;
 * the `…/mine` reads, a pass's QR and PDF and the guardian's decision belong to any member of the
 * institute, for what is theirs (a host's visitors, a guardian's children's passes). groupId is
 * the institute for the desk; for the member calls it is any group of the institute the caller
 * belongs to: the institute for its staff, their class for a parent or a student.
 */
export const VISITOR_API = {
  /** GET (groupId, day, q, inside): the day's visitors; POST (form, photo): one comes in. */
  visitors: '/rest/visitor',
  /** PUT (groupId, id): the visitor leaves. */
  checkOut: '/rest/visitor/check-out',
  /** GET (groupId, id): the visitor's photo (the desk, or the host). */
  photo: '/rest/visitor/photo',
  /** GET (groupId): staff to meet, purposes, today, and what the caller may do. */
  setup: '/rest/visitor/setup',
  /** GET (groupId): the caller's visitors today (as host) and their children's gate passes. */
  mine: '/rest/visitor/mine',
  /** GET (groupId, day, status): the day's gate passes; POST: a pass for students of the cart. */
  gatePasses: '/rest/gate-pass',
  /** GET (groupId, id): one pass with its students. */
  gatePass: '/rest/gate-pass/id',
  /** GET (groupId, studentIds): each student's class and guardians, for choosing the collector. */
  guardians: '/rest/gate-pass/guardians',
  /** GET (groupId, id): the printable pass with its QR code (PDF); …/qr the QR alone (PNG). */
  gatePassPdf: '/rest/gate-pass/pdf',
  gatePassQr: '/rest/gate-pass/qr',
  /** GET (groupId, code): the pass a scanned or typed code names, as the gate checks it. */
  scan: '/rest/gate-pass/scan',
  /** PUT (groupId, id): the students leave through the gate; their guardians are told. */
  exit: '/rest/gate-pass/exit',
  /** PUT (groupId, id, studentId, approve): a guardian lets someone else collect their child. */
  guardianDecision: '/rest/gate-pass/guardian',
} as const;
