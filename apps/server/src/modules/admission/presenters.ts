import type {
  AdmissionGender,
  ApplicationDetail,
  ApplicationSummary,
  MyApplication,
} from '@shala/shared';
import type { ApplicationWithNames } from './queries.js';

export function toApplicationSummary(row: ApplicationWithNames): ApplicationSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone: row.phone,
    gender: row.gender as AdmissionGender,
    fatherName: row.fatherName,
    motherName: row.motherName,
    classId: row.classId,
    className: row.className,
    sessionId: row.sessionId,
    sessionName: row.sessionName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    decisionReason: row.decisionReason,
    documentCount: row.documentCount,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    previousSchool: row.previousSchool,
    bloodGroup: row.bloodGroup,
    category: row.category,
    admissionNo: row.admissionNo,
    fromAccount: row.applicantProfileId !== null,
  };
}

export function toApplicationDetail(
  row: ApplicationWithNames,
  documents: { id: string; name: string; sizeBytes: number }[],
): ApplicationDetail {
  return {
    ...toApplicationSummary(row),
    documents: documents.map((d) => ({ id: d.id, name: d.name, sizeBytes: d.sizeBytes })),
  };
}

export function toMyApplication(
  row: ApplicationWithNames & { instituteName: string },
): MyApplication {
  return {
    id: row.id,
    instituteId: row.instituteId,
    instituteName: row.instituteName,
    fullName: `${row.firstName} ${row.lastName}`,
    className: row.className,
    sessionName: row.sessionName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decisionReason: row.decisionReason,
  };
}
