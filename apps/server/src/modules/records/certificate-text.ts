import {
  CERTIFICATE_KIND_LABELS,
  type CertificateKind,
  dateInWords,
  toDayMonthYear,
} from '@shala/shared';
import { calendarDay } from '../../lib/shown-format.js';

/**
 * What a certificate says, kept as it was on the day it was issued (issued_certificates.contents),
 * so a reprint is word for word the same certificate.
 */
export type CertificateContents = {
  name: string;
  gender: string | null;
  fatherName: string | null;
  motherName: string | null;
  nationality: string | null;
  category: string | null;
  /** yyyy-mm-dd */
  dateOfBirth: string | null;
  admissionNo: string | null;
  /** yyyy-mm-dd: the first day in the institute. */
  joinedDay: string;
  className: string;
  sessionName: string | null;
  purpose?: string;
  leavingDate?: string;
  reason?: string;
  conduct?: string;
  /** "Yes", or what is still owed. */
  duesPaid?: string;
};

export const certificateNumber = (kind: CertificateKind, n: number) =>
  `${kind === 'TRANSFER' ? 'TC' : 'BC'}-${n}`;

const birth = (c: CertificateContents) =>
  c.dateOfBirth
    ? `${toDayMonthYear(c.dateOfBirth)} (${dateInWords(c.dateOfBirth) ?? ''})`
    : 'Not recorded';

const childOf = (c: CertificateContents) => {
  const parents = [c.fatherName, c.motherName].filter(Boolean).join(' and ');
  const word = c.gender === 'male' ? 'son' : c.gender === 'female' ? 'daughter' : 'child';
  return parents ? `, ${word} of ${parents},` : '';
};

/** The bonafide's paragraph. */
export function bonafideParagraph(c: CertificateContents): string {
  const pronoun = c.gender === 'male' ? 'His' : c.gender === 'female' ? 'Her' : 'Their';
  return [
    `This is to certify that ${c.name}${childOf(c)} is a bonafide student of this school, studying in ${c.className}${c.sessionName ? ` in the academic session ${c.sessionName}` : ''}${c.admissionNo ? `, admission number ${c.admissionNo}` : ''}.`,
    `${pronoun} date of birth as recorded in the school’s admission register is ${birth(c)}.`,
    `This certificate is issued on request for ${c.purpose ?? 'the purpose stated'}.`,
  ].join(' ');
}

/** The transfer certificate's entries, as CBSE's format numbers them. */
export function transferEntries(c: CertificateContents): [string, string][] {
  return [
    ['Name of the pupil', c.name],
    ['Mother’s name', c.motherName ?? '—'],
    ['Father’s or guardian’s name', c.fatherName ?? '—'],
    ['Nationality', c.nationality ?? 'Indian'],
    ['Category (SC / ST / OBC / General)', c.category ?? '—'],
    ['Date of birth as in the admission register', birth(c)],
    ['Admission number', c.admissionNo ?? '—'],
    ['Date of first admission in the school', calendarDay(c.joinedDay)],
    [
      'Class in which the pupil last studied',
      `${c.className}${c.sessionName ? ` (${c.sessionName})` : ''}`,
    ],
    ['Whether all dues to the school are paid', c.duesPaid ?? '—'],
    ['General conduct', c.conduct ?? 'Good'],
    ['Date on which the pupil left the school', c.leavingDate ? calendarDay(c.leavingDate) : '—'],
    ['Reason for leaving the school', c.reason ?? '—'],
  ];
}

export const certificateTitle = (kind: CertificateKind) => CERTIFICATE_KIND_LABELS[kind];
