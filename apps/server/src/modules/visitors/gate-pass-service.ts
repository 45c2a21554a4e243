import { randomInt } from 'node:crypto';
import {
  GATE_PASS_CODE_ALPHABET,
  GATE_PASS_CODE_LENGTH,
  type GatePassBody,
  type GatePassSaved,
  type GuardianConsent,
  indiaDay,
  VISITOR_TEXTS as M,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { staffOf } from '../attendance/index.js';
import { recordAudit } from '../audit/index.js';
import { announce, type Raised } from '../notifications/index.js';
import { findProfile, guardiansOf } from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { nextNumber } from './counters.js';
import { tellApprover, tellDesk, tellExit, tellGuardiansOfPass } from './front-office-notices.js';
import {
  guardiansWithNames,
  insertPass,
  insertPassStudents,
  lockPass,
  markExited,
  type PassRow,
  setConsent,
  setPassStatus,
  studentsOfPasses,
} from './gate-pass-queries.js';
import { checkedStudents, passFor } from './gate-pass-views.js';
import { gateProblem } from './presenters.js';

/**
 * Gate passes as the desk makes them and the gate and the guardians move them (issue 25 §4). A
 * collector who is a student's guardian takes that student at once; for anyone else each
 * student's guardian consents in the app first, and one refusal stops the pass. The gate lets
 * the students out only on the pass's day, once approved, and once.
 */

/** A pass's code for its QR: unguessable, and never two letters that look alike. */
export function newPassCode(): string {
  let code = '';
  for (let i = 0; i < GATE_PASS_CODE_LENGTH; i++) {
    code += GATE_PASS_CODE_ALPHABET[randomInt(GATE_PASS_CODE_ALPHABET.length)];
  }
  return code;
}

/** Whom the collector is: a guardian (of some of the students) or someone else. */
function collectorOf(
  body: GatePassBody,
  guardians: Awaited<ReturnType<typeof guardiansWithNames>>,
) {
  const c = body.collector;
  if (c.kind === 'OTHER') {
    return {
      columns: {
        collectorKind: c.kind,
        collectorName: c.name,
        collectorPhone: c.phone,
        collectorRelation: c.relation,
      },
      guardianOf: new Set<string>(),
    };
  }
  const rows = guardians.filter((g) => g.profileId === c.profileId);
  const [first] = rows;
  if (!first) throw notFound(M.guardianNotFound);
  return {
    columns: {
      collectorKind: c.kind,
      collectorProfileId: c.profileId,
      collectorName: first.name ?? 'A guardian',
      collectorPhone: first.phone,
      collectorRelation: first.relation,
    },
    guardianOf: new Set(rows.map((r) => r.studentProfileId)),
  };
}

/** POST /rest/gate-pass: a pass for the cart's students, their guardians told or asked. */
export async function createPass(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: GatePassBody,
): Promise<GatePassSaved> {
  const instituteId = scope.instituteId;
  const now = ctx.clock.now();
  const { id, raised } = await ctx.db.transaction(async (tx) => {
    const students = await checkedStudents(tx, instituteId, body.studentIds);
    const guardians = await guardiansWithNames(tx, body.studentIds);
    const approver = body.approvedByProfileId ?? caller.profileId;
    if (body.approvedByProfileId) {
      const staff = await staffOf(tx, instituteId);
      if (!staff.some((s) => s.profileId === approver)) throw notFound(M.approverNotFound);
    }
    const collector = collectorOf(body, guardians);
    const consents = students.map((s) => {
      const theirs = guardians.filter((g) => g.studentProfileId === s.profileId);
      const asked = !collector.guardianOf.has(s.profileId);
      if (asked && theirs.length === 0) throw badRequest(M.noGuardianToAsk(s.name));
      const consent: GuardianConsent = asked ? 'PENDING' : 'NOT_NEEDED';
      return { ...s, consent, guardians: theirs.map((g) => g.profileId) };
    });
    const pass = await insertPass(tx, {
      instituteId,
      number: await nextNumber(tx, instituteId, 'GATE_PASS'),
      code: newPassCode(),
      day: indiaDay(now),
      reason: body.reason,
      status: consents.some((s) => s.consent === 'PENDING') ? 'AWAITING_GUARDIAN' : 'APPROVED',
      ...collector.columns,
      approvedByProfileId: approver,
      createdByProfileId: caller.profileId,
      createdAt: now,
    });
    await insertPassStudents(
      tx,
      consents.map((s, position) => ({
        passId: pass.id,
        instituteId,
        studentProfileId: s.profileId,
        classId: s.classId,
        position,
        consent: s.consent,
      })),
    );
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'gatePass.created',
      targetType: 'gatePass',
      targetId: pass.id,
      detail: {
        name: `GP-${pass.number}`,
        students: students.length,
        collector: pass.collectorName,
      },
    });
    const raised: Raised[] = [];
    for (const s of consents) {
      raised.push(
        await tellGuardiansOfPass(ctx, tx, pass, {
          name: s.name,
          guardians: s.guardians,
          asked: s.consent === 'PENDING',
        }),
      );
    }
    if (approver !== caller.profileId) {
      raised.push(await tellApprover(ctx, tx, pass, students.map((s) => s.name).join(', ')));
    }
    return { id: pass.id, raised };
  });
  await announce(ctx, raised);
  const pass = await passFor(ctx, caller, scope, id);
  return {
    message: pass.status === 'AWAITING_GUARDIAN' ? M.createdAwaiting : M.created,
    pass,
  };
}

/** The pass's status once its students' consents are what they are. */
const statusAfter = (consents: readonly GuardianConsent[]): PassRow['status'] =>
  consents.includes('DECLINED')
    ? 'DECLINED'
    : consents.includes('PENDING')
      ? 'AWAITING_GUARDIAN'
      : 'APPROVED';

/** PUT /rest/gate-pass/guardian: a guardian lets someone else collect their child, or not. */
export async function decideConsent(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; studentId: string; approve: boolean },
): Promise<GatePassSaved> {
  const instituteId = scope.instituteId;
  const now = ctx.clock.now();
  const raised = await ctx.db.transaction(async (tx) => {
    const pass = await lockPass(tx, instituteId, p.id);
    const students = pass ? await studentsOfPasses(tx, instituteId, [pass.id]) : [];
    const student = students.find((s) => s.row.studentProfileId === p.studentId);
    const guardians = (await guardiansOf(tx, [p.studentId])).get(p.studentId) ?? [];
    // Someone who looks after no student of the pass learns nothing of it.
    if (!pass || !student) throw notFound(M.passNotFound);
    if (!guardians.includes(caller.profileId)) {
      const theirs = await guardiansOf(
        tx,
        students.map((s) => s.row.studentProfileId),
      );
      const looksAfterAny = [...theirs.values()].some((g) => g.includes(caller.profileId));
      throw looksAfterAny ? forbidden(M.notGuardian) : notFound(M.passNotFound);
    }
    if (student.row.consent !== 'PENDING' || pass.status !== 'AWAITING_GUARDIAN') {
      throw conflict(M.notPending);
    }
    const consent = p.approve ? 'APPROVED' : 'DECLINED';
    await setConsent(tx, pass, p.studentId, {
      consent,
      decidedByProfileId: caller.profileId,
      decidedAt: now,
    });
    const status = statusAfter(
      students.map((s) => (s.row.studentProfileId === p.studentId ? consent : s.row.consent)),
    );
    if (status !== pass.status) await setPassStatus(tx, pass, { status });
    const studentName = student.name ?? 'A student';
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'gatePass.decided',
      targetType: 'gatePass',
      targetId: pass.id,
      detail: { name: `GP-${pass.number}`, student: studentName, approved: p.approve },
    });
    return tellDesk(ctx, tx, pass, {
      guardian: (await guardianName(tx, caller.profileId)) ?? 'A guardian',
      student: studentName,
      approved: p.approve,
    });
  });
  await announce(ctx, [raised]);
  return {
    message: p.approve ? M.approved : M.declinedByYou,
    pass: await passFor(ctx, caller, scope, p.id),
  };
}

async function guardianName(tx: Tx, profileId: string) {
  const profile = await findProfile(tx, profileId);
  return profile ? `${profile.firstName} ${profile.lastName}`.trim() : null;
}

/** PUT /rest/gate-pass/exit: the students go out through the gate; their guardians are told. */
export async function exitPass(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<GatePassSaved> {
  const instituteId = scope.instituteId;
  const now = ctx.clock.now();
  const raised = await ctx.db.transaction(async (tx) => {
    const pass = await lockPass(tx, instituteId, id);
    if (!pass) throw notFound(M.passNotFound);
    const problem = gateProblem(pass.status, pass.day, now);
    if (problem) throw conflict(problem);
    await markExited(tx, pass, now);
    await setPassStatus(tx, pass, {
      status: 'EXITED',
      exitedAt: now,
      exitedByProfileId: caller.profileId,
    });
    const students = await studentsOfPasses(tx, instituteId, [pass.id]);
    const guardians = await guardiansOf(
      tx,
      students.map((s) => s.row.studentProfileId),
    );
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'gatePass.exited',
      targetType: 'gatePass',
      targetId: pass.id,
      detail: {
        name: `GP-${pass.number}`,
        students: students.length,
        collector: pass.collectorName,
      },
    });
    const told: Raised[] = [];
    for (const s of students) {
      told.push(
        await tellExit(
          ctx,
          tx,
          pass,
          {
            name: s.name ?? 'A student',
            guardians: guardians.get(s.row.studentProfileId) ?? [],
          },
          now,
        ),
      );
    }
    return told;
  });
  await announce(ctx, raised);
  return { message: M.exited, pass: await passFor(ctx, caller, scope, id) };
}
