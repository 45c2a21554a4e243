import {
  type CheckedCertificateRequest,
  feeTotals,
  formatRupees,
  type IssuedCertificate,
  indiaDay,
  RECORD_TEXTS as M,
  RECORDS_ROUTES,
  type RecordCertificates,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { indiaDate } from '../../lib/shown-format.js';
import { certificatePdf as renderCertificate } from '../../pdf/certificate.js';
import { recordAudit } from '../audit/index.js';
import { duesOfStudent } from '../fees/index.js';
import { notifyAfter } from '../notifications/index.js';
import { schoolOf } from '../payments/index.js';
import { withGuardians } from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { fullName, readableRecord, recordFacts } from './access.js';
import {
  type CertificateRow,
  certificatesOf,
  findCertificate,
  insertCertificate,
  nextCertificateNumber,
} from './certificate-queries.js';
import {
  bonafideParagraph,
  type CertificateContents,
  certificateNumber,
  certificateTitle,
  transferEntries,
} from './certificate-text.js';
import type { PersonRow } from './person-queries.js';
import { mayIssueCertificate } from './policy.js';
import { findStudentRecord } from './record-queries.js';

function present(c: CertificateRow): IssuedCertificate {
  const contents = c.contents as CertificateContents;
  return {
    id: c.id,
    kind: c.kind,
    number: certificateNumber(c.kind, c.number),
    issuedAt: c.issuedAt.toISOString(),
    issuedBy: c.issuedBy,
    purpose: (c.kind === 'BONAFIDE' ? contents.purpose : contents.reason) ?? '',
  };
}

/** GET /rest/records/certificates: to those who read the record. */
export async function recordCertificates(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  profileId: string,
): Promise<RecordCertificates> {
  const { facts } = await readableRecord(ctx.db, caller, scope, profileId);
  const rows = await certificatesOf(ctx.db, scope.instituteId, profileId);
  return { certificates: rows.map(present), mayIssue: mayIssueCertificate(facts) };
}

/** "Yes", or what the student still owes in the session (the fees' own totals). */
async function duesWords(
  db: Queryable,
  scope: Pick<GroupScope, 'instituteId' | 'activeSessionId'>,
  profileId: string,
  today: string,
) {
  if (!scope.activeSessionId) return 'Yes';
  const dues = await duesOfStudent(db, {
    instituteId: scope.instituteId,
    sessionId: scope.activeSessionId,
    profileId,
    today,
  });
  const { due } = feeTotals(dues, today);
  return due === 0 ? 'Yes' : `No: ${formatRupees(due)} outstanding`;
}

async function contentsOf(
  db: Queryable,
  scope: Pick<GroupScope, 'instituteId' | 'activeSessionId'>,
  person: PersonRow & { className: string },
  request: CheckedCertificateRequest,
  today: string,
): Promise<CertificateContents> {
  const record = await findStudentRecord(db, person.id);
  const common = {
    name: fullName(person),
    gender: person.gender,
    fatherName: person.fatherName,
    motherName: person.motherName,
    nationality: record?.nationality ?? null,
    category: person.category,
    dateOfBirth: person.dateOfBirth,
    admissionNo: person.registrationNo,
    joinedDay: person.joinedDay,
    className: person.className,
    sessionName: person.sessionName,
  };
  if (request.kind === 'BONAFIDE') return { ...common, purpose: request.purpose };
  return {
    ...common,
    leavingDate: request.leavingDate,
    reason: request.reason,
    conduct: request.conduct,
    duesPaid: await duesWords(db, scope, person.id, today),
  };
}

/**
 * A certificate written to the log with the next number of its book and what it says today
 * (the demo school issues its own through here too).
 */
export async function writeCertificate(
  tx: Queryable,
  p: {
    scope: Pick<GroupScope, 'instituteId' | 'activeSessionId'>;
    person: PersonRow & { className: string };
    request: CheckedCertificateRequest;
    issuedByProfileId: string;
    now: Date;
  },
) {
  const contents = await contentsOf(tx, p.scope, p.person, p.request, indiaDay(p.now));
  const number = await nextCertificateNumber(tx, p.scope.instituteId, p.request.kind);
  return insertCertificate(tx, {
    instituteId: p.scope.instituteId,
    profileId: p.person.id,
    kind: p.request.kind,
    number,
    contents,
    issuedByProfileId: p.issuedByProfileId,
    issuedAt: p.now,
  });
}

/**
 * POST /rest/records/certificates: the next number of the institute's book, what the
 * certificate says kept as it is today, the issue in the audit log, and the student's family
 * told.
 */
export async function issueCertificate(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  request: CheckedCertificateRequest,
): Promise<{ message: string; certificate: IssuedCertificate }> {
  const { person, facts } = await recordFacts(ctx.db, caller, scope, request.profileId);
  if (!mayIssueCertificate(facts)) throw forbidden(M.mayNotIssue);
  const { className } = person;
  if (className === null) throw badRequest(M.noClass);
  const now = ctx.clock.now();
  const today = indiaDay(now);
  if (request.kind === 'TRANSFER' && request.leavingDate > today) throw badRequest(M.leavingDate);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await writeCertificate(tx, {
      scope,
      person: { ...person, className },
      request,
      issuedByProfileId: caller.profileId,
      now,
    });
    const { number } = inserted;
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'record.certificateIssued',
      targetType: 'profile',
      targetId: person.id,
      detail: {
        name: fullName(person),
        number: certificateNumber(request.kind, number),
        kind: certificateTitle(request.kind),
      },
    });
    return inserted;
  });
  const found = await findCertificate(ctx.db, scope.instituteId, person.id, row.id);
  if (!found) throw notFound(M.certificateNotFound);
  const certificate = present(found);
  await notifyAfter(ctx, async (db) => ({
    kind: 'record.certificateIssued',
    profileIds: (await withGuardians(db, [person.id])).filter((id) => id !== caller.profileId),
    instituteId: scope.instituteId,
    groupId: person.classId ?? scope.instituteId,
    title: `${certificateTitle(request.kind)} ${certificate.number} issued`,
    message: `${certificateTitle(request.kind)} ${certificate.number} for ${fullName(person)} is ready: collect it from the office, or download it from My ERP Profile.`,
    target: RECORDS_ROUTES.personalInfo(person.id, scope.instituteId, person.classId),
    featureId: row.id,
    featureAction: 'CERTIFICATE_ISSUED',
  }));
  return { message: M.issued(certificate.number), certificate };
}

/** GET /rest/records/certificates/pdf: the certificate as issued, to those who read the record. */
export async function certificatePdf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  q: { profileId: string; id: string },
): Promise<{ filename: string; pdf: Buffer }> {
  await readableRecord(ctx.db, caller, scope, q.profileId);
  const found = await findCertificate(ctx.db, scope.instituteId, q.profileId, q.id);
  if (!found) throw notFound(M.certificateNotFound);
  const contents = found.contents as CertificateContents;
  const number = certificateNumber(found.kind, found.number);
  const pdf = await renderCertificate({
    school: await schoolOf(ctx, scope.instituteId),
    title: certificateTitle(found.kind),
    number,
    issuedOn: indiaDate(found.issuedAt),
    ...(found.kind === 'BONAFIDE'
      ? { paragraph: bonafideParagraph(contents) }
      : { entries: transferEntries(contents) }),
    issuedBy: found.issuedBy ?? '—',
  });
  return { filename: `${number}.pdf`, pdf };
}
