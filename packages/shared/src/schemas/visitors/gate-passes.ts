import { z } from 'zod';
import { flag } from '../exams/fields.js';
import { calendarDay } from '../fields.js';
import {
  GATE_PASS_CODE_ALPHABET,
  GATE_PASS_CODE_LENGTH,
  GATE_PASS_QR_PREFIX,
  GATE_PASS_REASON_MAX,
  GATE_PASS_REASON_MIN,
  GATE_PASS_STUDENTS_MAX,
  VISITOR_NAME_MAX,
} from './limits.js';
import { VISITOR_TEXTS as M } from './messages.js';
import {
  indianMobile,
  visitorGroupIdField,
  visitorIdField,
  visitorViewSchema,
} from './visitors.js';

/**
 * Gate passes (issue 25 §4): students leaving early, made from the Students Cart for one or
 * several, naming who collects them. A collector who is a guardian of a student takes that
 * student at once; anyone else waits for a guardian's approval in the app. The pass names the
 * staff member who approved it, prints with a QR code, is valid on its day, and the gatekeeper's
 * scan records the exit; the guardians are told.
 */

/** AWAITING_GUARDIAN until every student's guardian decided; EXITED once all are out. */
export const GATE_PASS_STATUSES = ['AWAITING_GUARDIAN', 'APPROVED', 'DECLINED', 'EXITED'] as const;
export type GatePassStatus = (typeof GATE_PASS_STATUSES)[number];
/** A student's guardian's say: not needed (a guardian collects), asked, given, refused. */
export const GUARDIAN_CONSENTS = ['NOT_NEEDED', 'PENDING', 'APPROVED', 'DECLINED'] as const;
export type GuardianConsent = (typeof GUARDIAN_CONSENTS)[number];

/** Whom the students leave with: one of their guardians, or someone else the guardians allow. */
export const gatePassCollectorSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('GUARDIAN'), profileId: z.uuid({ error: M.guardianNotFound }) }),
    z.object({
      kind: z.literal('OTHER'),
      name: z
        .string({ error: M.collectorName })
        .trim()
        .min(2, M.collectorName)
        .max(VISITOR_NAME_MAX, M.collectorName),
      phone: indianMobile(M.phone),
      relation: z.string({ error: M.relation }).trim().min(2, M.relation).max(40, M.relation),
    }),
  ],
  { error: M.collector },
);
export type GatePassCollector = z.output<typeof gatePassCollectorSchema>;

/** POST /rest/gate-pass */
export const gatePassBodySchema = z.object({
  groupId: visitorGroupIdField,
  studentIds: z
    .array(z.uuid({ error: M.students }), { error: M.students })
    .min(1, M.students)
    .max(GATE_PASS_STUDENTS_MAX, M.students)
    .refine((ids) => new Set(ids).size === ids.length, M.students),
  reason: z
    .string({ error: M.reason })
    .trim()
    .min(GATE_PASS_REASON_MIN, M.reason)
    .max(GATE_PASS_REASON_MAX, M.reason),
  collector: gatePassCollectorSchema,
  /** The staff member who allowed it (a class teacher, the principal); none: the creator. */
  approvedByProfileId: z
    .union([z.uuid({ error: M.approver }), z.null()], { error: M.approver })
    .optional()
    .transform((v) => v ?? null),
});
export type GatePassBody = z.output<typeof gatePassBodySchema>;

export const gatePassListQuerySchema = z.object({
  groupId: visitorGroupIdField,
  day: calendarDay(M.day).optional(),
  status: z.enum(GATE_PASS_STATUSES, { error: M.id }).optional(),
});
export const gatePassIdQuerySchema = z.object({ groupId: visitorGroupIdField, id: visitorIdField });
export const gatePassGuardiansQuerySchema = z.object({
  groupId: visitorGroupIdField,
  /** Comma-separated, as the cart holds them. */
  studentIds: z
    .string({ error: M.students })
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: M.students }))
        .min(1, M.students)
        .max(GATE_PASS_STUDENTS_MAX, M.students),
    ),
});

/** The code a QR holds or a gatekeeper types: the prefix optional, case and dashes forgiven. */
const CODE_PATTERN = new RegExp(`^[${GATE_PASS_CODE_ALPHABET}]{${GATE_PASS_CODE_LENGTH}}$`);
export const gatePassCode = (raw: string): string =>
  raw
    .trim()
    .replace(new RegExp(`^${GATE_PASS_QR_PREFIX}`, 'i'), '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
export const gatePassScanQuerySchema = z.object({
  groupId: visitorGroupIdField,
  code: z
    .string({ error: M.code })
    .max(64, M.code)
    .transform(gatePassCode)
    .pipe(z.string().regex(CODE_PATTERN, M.code)),
});
/** "7KQ2-M9XA-PT4H": the code as printed under the QR, in threes of four. */
export const shownGatePassCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

export const gatePassExitSchema = z.object({ groupId: visitorGroupIdField, id: visitorIdField });
export const gatePassGuardianDecisionSchema = z.object({
  groupId: visitorGroupIdField,
  id: visitorIdField,
  studentId: z.uuid({ error: M.studentNotFound }),
  approve: flag(true),
});

/* ---------- what the calls answer ---------- */

const person = z.object({ profileId: z.string(), name: z.string() });
export const gatePassStudentSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  consent: z.enum(GUARDIAN_CONSENTS),
  /** The guardian who gave or refused consent. */
  decidedBy: z.string().nullable(),
  exitedAt: z.string().nullable(),
  /** The caller is a guardian of this student and the pass waits for them. */
  mayDecide: z.boolean(),
});
export type GatePassStudent = z.infer<typeof gatePassStudentSchema>;
export const gatePassViewSchema = z.object({
  id: z.string(),
  /** GP-1, GP-2 … in the institute. */
  number: z.string(),
  /** For the QR and the gate: shown to the desk and to the students' guardians. */
  code: z.string(),
  day: z.string(),
  reason: z.string(),
  status: z.enum(GATE_PASS_STATUSES),
  collector: z.object({
    kind: z.enum(['GUARDIAN', 'OTHER']),
    name: z.string(),
    phone: z.string().nullable(),
    relation: z.string(),
  }),
  approvedBy: person.nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  students: z.array(gatePassStudentSchema),
  /** Why the gate may not let them out now (another day, awaiting, declined, gone); null: it may. */
  problem: z.string().nullable(),
});
export type GatePassView = z.infer<typeof gatePassViewSchema>;
export const gatePassListSchema = z.object({
  day: z.string(),
  passes: z.array(gatePassViewSchema),
});
export type GatePassList = z.infer<typeof gatePassListSchema>;

export const gatePassGuardiansSchema = z.object({
  students: z.array(
    z.object({
      profileId: z.string(),
      name: z.string(),
      className: z.string().nullable(),
      guardians: z.array(
        z.object({
          profileId: z.string(),
          name: z.string(),
          relation: z.string(),
          phone: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type GatePassGuardians = z.infer<typeof gatePassGuardiansSchema>;
export const gatePassSavedSchema = z.object({ message: z.string(), pass: gatePassViewSchema });
export type GatePassSaved = z.infer<typeof gatePassSavedSchema>;

/** GET /rest/visitor/mine: a host's visitors today, a guardian's children's recent passes. */
export const visitorMineSchema = z.object({
  visitors: z.array(visitorViewSchema),
  passes: z.array(gatePassViewSchema),
});
export type VisitorMine = z.infer<typeof visitorMineSchema>;
