import {
  GATE_PASS_STUDENTS_MAX,
  type GatePassBody,
  type GatePassGuardians,
  type GatePassStatus,
  type GatePassView,
  type GuardianConsent,
  gatePassBodySchema,
  gatePassScanQuerySchema,
  VISITOR_TEXTS as M,
  VISITOR_API,
} from '@shala/shared';
import { type CartStudentRef, cartStudents } from '../payments';

/**
 * The gate passes' words and rules as the screens need them: a pass's status and each
 * student's guardian's say in words, who collects, the cart's students that a pass can take, a
 * scanned or typed code cleaned, and the New gate pass form checked with the contract's schema.
 */

/** A pass's status in words (a chip shows it; its colour only helps). */
export const PASS_STATUS_LABELS: Record<GatePassStatus, string> = {
  AWAITING_GUARDIAN: 'Awaiting guardian',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  EXITED: 'Left the school',
};
export const PASS_STATUS_COLOURS = {
  AWAITING_GUARDIAN: 'warning',
  APPROVED: 'success',
  DECLINED: 'error',
  EXITED: 'default',
} as const satisfies Record<GatePassStatus, string>;

/** A student's guardian's say on the pass, in words. */
export const CONSENT_LABELS: Record<GuardianConsent, string> = {
  NOT_NEEDED: 'Collected by a guardian',
  PENDING: 'Awaiting guardian',
  APPROVED: 'Guardian approved',
  DECLINED: 'Guardian declined',
};

/** "Ramesh Kumar (Uncle), 9876543210": who collects the students. */
export function collectorText(collector: GatePassView['collector']): string {
  const who = `${collector.name} (${collector.relation})`;
  return collector.phone ? `${who}, ${collector.phone}` : who;
}

/** "Rohan Mehta (Class 5 A)": a student of a pass with their class. */
export const studentText = (s: { name: string; className: string | null }) =>
  s.className ? `${s.name} (${s.className})` : s.name;

/** The students of a pass whose guardian is the caller and who wait for them. */
export const awaitingMe = (pass: GatePassView) => pass.students.filter((s) => s.mayDecide);

/** The QR code of a pass as a PNG (shown on screen), and the printable pass (PDF). */
export const passQrUrl = (groupId: string, id: string) =>
  `${VISITOR_API.gatePassQr}?${new URLSearchParams({ groupId, id })}`;
export const passPdfUrl = (groupId: string, id: string) =>
  `${VISITOR_API.gatePassPdf}?${new URLSearchParams({ groupId, id })}`;
export const qrAlt = (pass: Pick<GatePassView, 'number'>) => `QR code of gate pass ${pass.number}`;

/**
 * What a QR holds or a gatekeeper typed, cleaned as the server reads it ("SHALA-GP:" and dashes
 * dropped, capitals); null when it cannot be a pass's code.
 */
export function scanCode(raw: string): string | null {
  const read = gatePassScanQuerySchema.shape.code.safeParse(raw);
  return read.success ? read.data : null;
}

/** What New gate pass says of the cart (the first as the cart itself says it, spec §8). */
export const CART_GATE_PASS_TEXTS = {
  noStudents: 'No students found for gate pass!',
  tooMany: `A gate pass takes at most ${GATE_PASS_STUDENTS_MAX} students: take some out of the Students Cart.`,
} as const;

/**
 * The students of the kept cart a pass can take: each once, in the cart's order, leaving out
 * those the cart names in another institute. `tooMany` when more than one pass takes.
 */
export function passStudentsOf(
  keptCart: unknown,
  instituteId: string,
): { students: CartStudentRef[]; tooMany: boolean } {
  const students = cartStudents(keptCart).filter(
    (s) => !s.instituteId || s.instituteId === instituteId,
  );
  return { students, tooMany: students.length > GATE_PASS_STUDENTS_MAX };
}

/** One person who may collect: a guardian of one or more of the students, with whom they are. */
export type GuardianChoice = {
  profileId: string;
  name: string;
  phone: string | null;
  /** "Mother of Rohan Mehta", one line a student. */
  of: string[];
  /** Students of the pass whose guardian they are not (they wait for their own guardian). */
  notOf: string[];
};

/** The guardians of the pass's students, each once, in the order the students name them. */
export function guardianChoices(answer: GatePassGuardians): GuardianChoice[] {
  const byId = new Map<string, GuardianChoice & { students: Set<string> }>();
  for (const student of answer.students) {
    for (const g of student.guardians) {
      const known = byId.get(g.profileId) ?? {
        profileId: g.profileId,
        name: g.name,
        phone: g.phone,
        of: [],
        notOf: [],
        students: new Set<string>(),
      };
      known.phone ??= g.phone;
      known.of.push(`${g.relation} of ${student.name}`);
      known.students.add(student.profileId);
      byId.set(g.profileId, known);
    }
  }
  return [...byId.values()].map(({ students, ...choice }) => ({
    ...choice,
    notOf: answer.students.filter((s) => !students.has(s.profileId)).map((s) => s.name),
  }));
}

/** The form of a new pass as typed. `collector`: a guardian's profile id, or 'OTHER'. */
export type PassDraft = {
  collector: string;
  name: string;
  phone: string;
  relation: string;
  reason: string;
  /** The staff member who approved it; '' for the one making it. */
  approvedBy: string;
};
export type PassErrors = Partial<Record<keyof PassDraft, string>>;
export const OTHER_COLLECTOR = 'OTHER';
export const firstPass = (): PassDraft => ({
  collector: '',
  name: '',
  phone: '',
  relation: '',
  reason: '',
  approvedBy: '',
});

/** The typed pass checked as the server will check it; the first message of each field. */
export function checkPass(
  draft: PassDraft,
  groupId: string,
  studentIds: readonly string[],
): { ok: true; body: GatePassBody } | { ok: false; errors: PassErrors; students?: string } {
  const collector =
    draft.collector === OTHER_COLLECTOR
      ? { kind: 'OTHER', name: draft.name, phone: draft.phone, relation: draft.relation }
      : draft.collector
        ? { kind: 'GUARDIAN', profileId: draft.collector }
        : undefined;
  const parsed = gatePassBodySchema.safeParse({
    groupId,
    studentIds,
    reason: draft.reason,
    collector,
    approvedByProfileId: draft.approvedBy || null,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: PassErrors = {};
  let students: string | undefined;
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path.map(String);
    if (first === 'collector') {
      // The other person's fields beside them; a missing choice beside the choice.
      const key = (
        second === 'name' || second === 'phone' || second === 'relation' ? second : 'collector'
      ) as keyof PassErrors;
      errors[key] ??= key === 'collector' ? M.collector : issue.message;
    } else if (first === 'reason') errors.reason ??= issue.message;
    else if (first === 'approvedByProfileId') errors.approvedBy ??= issue.message;
    else if (first === 'studentIds') students ??= issue.message;
  }
  return students ? { ok: false, errors, students } : { ok: false, errors };
}
