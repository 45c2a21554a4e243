import {
  type CheckedRecordChange,
  RECORD_TEXTS as M,
  maskAadhaar,
  type StudentRecord,
  toDayMonthYear,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { guardianContactsOf } from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { fullName, type RecordSeen, readableRecord, recordFacts } from './access.js';
import { siblingsInInstitute, transportOf } from './person-queries.js';
import { mayEditRecord, mayIssueCertificate, mayMarkRte } from './policy.js';
import { findStudentRecord, saveStudentRecord } from './record-queries.js';

/** GET /rest/records/student: the person's record in the institute, Aadhaar masked. */
export async function studentRecord(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  profileId: string,
): Promise<StudentRecord> {
  const seen = await readableRecord(ctx.db, caller, scope, profileId);
  return presentRecord(ctx.db, scope, seen);
}

async function presentRecord(
  db: Queryable,
  scope: GroupScope,
  { person: p, facts }: RecordSeen,
): Promise<StudentRecord> {
  const record = await findStudentRecord(db, p.id);
  const guardians = (await guardianContactsOf(db, [p.id])).get(p.id) ?? [];
  const siblings = await siblingsInInstitute(db, scope.instituteId, p.id);
  const transport = await transportOf(db, scope.instituteId, p.id);
  return {
    profileId: p.id,
    fullName: fullName(p),
    hasPhoto: p.photoLocation !== null,
    gender: p.gender,
    dateOfBirth: p.dateOfBirth ? toDayMonthYear(p.dateOfBirth) : null,
    admissionNo: p.registrationNo,
    className: p.className,
    rollNo: p.rollNo,
    sessionName: p.sessionName,
    address: p.address,
    category: p.category,
    bloodGroup: p.bloodGroup,
    previousSchool: p.previousSchool,
    fatherName: p.fatherName,
    motherName: p.motherName,
    aadhaar: record?.aadhaar ? maskAadhaar(record.aadhaar) : null,
    rteAdmission: record?.rteAdmission ?? false,
    motherTongue: record?.motherTongue ?? null,
    religion: record?.religion ?? null,
    nationality: record?.nationality ?? null,
    allergies: record?.allergies ?? null,
    medicalNotes: record?.medicalNotes ?? null,
    emergencyName: record?.emergencyName ?? null,
    emergencyPhone: record?.emergencyPhone ?? null,
    guardians: guardians.map((g) => ({
      profileId: g.profileId,
      name: g.name,
      relation: g.relation,
      phone: g.phone,
      email: g.email,
    })),
    siblings,
    transport,
    mayEdit: mayEditRecord(facts),
    mayEditRte: mayMarkRte(facts),
    mayIssueCertificates: mayIssueCertificate(facts) && p.classId !== null,
  };
}

/**
 * PUT /rest/records/student: the record's own fields, by its family or the office. The
 * Aadhaar number left out is kept; an RTE admission changes only by the office's hand.
 */
export async function changeRecord(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  change: CheckedRecordChange,
): Promise<StudentRecord> {
  const seen = await recordFacts(ctx.db, caller, scope, change.profileId);
  if (!mayEditRecord(seen.facts)) throw forbidden(M.refusedChange);
  await ctx.db.transaction(async (tx) => {
    const before = await findStudentRecord(tx, change.profileId);
    const rte = before?.rteAdmission ?? false;
    if (change.rteAdmission !== rte && !mayMarkRte(seen.facts)) throw forbidden(M.refusedRte);
    await saveStudentRecord(
      tx,
      change.profileId,
      {
        aadhaar: change.aadhaar === undefined ? (before?.aadhaar ?? null) : change.aadhaar || null,
        rteAdmission: change.rteAdmission,
        motherTongue: change.motherTongue ?? null,
        religion: change.religion ?? null,
        nationality: change.nationality ?? null,
        allergies: change.allergies ?? null,
        medicalNotes: change.medicalNotes ?? null,
        emergencyName: change.emergencyName ?? null,
        emergencyPhone: change.emergencyPhone,
      },
      ctx.clock.now(),
    );
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'record.changed',
      targetType: 'profile',
      targetId: change.profileId,
      detail: { name: fullName(seen.person) },
    });
  });
  return presentRecord(ctx.db, scope, seen);
}
