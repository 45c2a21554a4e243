import {
  addDays,
  type GatePassGuardians,
  type GatePassList,
  type GatePassView,
  indiaDay,
  VISITOR_TEXTS as M,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import {
  findPass,
  findPassByCode,
  guardiansWithNames,
  type PassWithNames,
  passesByIds,
  passesOfDay,
  passIdsOfGuardian,
  type StudentOfPass,
  studentsOfInstitute,
  studentsOfPasses,
} from './gate-pass-queries.js';
import { keepsDesk } from './policy.js';
import { toPassView } from './presenters.js';

/** The gate passes as the desk, the gate and the guardians read them (issue 25 §4). */

/** How long a guardian's list reaches back. */
const GUARDIAN_DAYS = 30;

/** The passes' views with their students; the caller decides for the students they look after. */
async function viewsOf(
  ctx: AppContext,
  db: Queryable,
  caller: Caller,
  instituteId: string,
  rows: readonly PassWithNames[],
): Promise<GatePassView[]> {
  const passIds = rows.map((r) => r.pass.id);
  const students = await studentsOfPasses(db, instituteId, passIds, caller.profileId);
  return shown(ctx, rows, students);
}

/** The views of passes whose students are read (with whom the caller looks after). */
function shown(ctx: AppContext, rows: readonly PassWithNames[], students: StudentOfPass[]) {
  const mine = new Set(
    students.filter((s) => s.viewerLooksAfter).map((s) => s.row.studentProfileId),
  );
  const now = ctx.clock.now();
  return rows.map((row) => toPassView(row, students, now, mine));
}

/** GET /rest/gate-pass: a day's passes (today unless asked), newest first. */
export async function passList(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  q: { day?: string | undefined; status?: GatePassView['status'] | undefined },
): Promise<GatePassList> {
  const day = q.day ?? indiaDay(ctx.clock.now());
  const rows = await passesOfDay(ctx.db, scope.instituteId, { day, status: q.status });
  return { day, passes: await viewsOf(ctx, ctx.db, caller, scope.instituteId, rows) };
}

/** One pass, to the desk or to a guardian of a student on it; anyone else finds none. */
export async function passFor(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
  db: Queryable = ctx.db,
): Promise<GatePassView> {
  const row = await findPass(db, scope.instituteId, id);
  if (!row) throw notFound(M.passNotFound);
  const students = await studentsOfPasses(db, scope.instituteId, [id], caller.profileId);
  // Anyone but the desk must look after a student of the pass.
  if (!keepsDesk(caller, scope) && !students.some((s) => s.viewerLooksAfter)) {
    throw notFound(M.passNotFound);
  }
  const [view] = shown(ctx, [row], students);
  if (!view) throw notFound(M.passNotFound);
  return view;
}

/** GET /rest/gate-pass/scan: the pass a code names, with why the gate may not let them out. */
export async function scanPass(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  code: string,
): Promise<GatePassView> {
  const row = await findPassByCode(ctx.db, scope.instituteId, code);
  if (!row) throw notFound(M.codeNotFound);
  const [view] = await viewsOf(ctx, ctx.db, caller, scope.instituteId, [row]);
  if (!view) throw notFound(M.codeNotFound);
  return view;
}

/** The caller's children's passes of the last days (a guardian's list). */
export async function guardianPasses(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<GatePassView[]> {
  const since = addDays(indiaDay(ctx.clock.now()), -GUARDIAN_DAYS);
  const ids = await passIdsOfGuardian(ctx.db, scope.instituteId, caller.profileId, since);
  const rows = await passesByIds(ctx.db, scope.instituteId, ids);
  return viewsOf(ctx, ctx.db, caller, scope.instituteId, rows);
}

/**
 * GET /rest/gate-pass/guardians: each student's class and guardians, for choosing who collects
 * them; a profile that is not a student of the institute is refused.
 */
export async function studentsWithGuardians(
  ctx: AppContext,
  scope: GroupScope,
  studentIds: readonly string[],
): Promise<GatePassGuardians> {
  const students = await checkedStudents(ctx.db, scope.instituteId, studentIds);
  const guardians = await guardiansWithNames(ctx.db, studentIds);
  return {
    students: students.map((s) => ({
      profileId: s.profileId,
      name: s.name,
      className: s.className,
      guardians: guardians
        .filter((g) => g.studentProfileId === s.profileId)
        .map((g) => ({
          profileId: g.profileId,
          name: g.name ?? 'A guardian',
          relation: g.relation,
          phone: g.phone,
        })),
    })),
  };
}

/** The students, each of the institute, in the order asked; else 404. */
export async function checkedStudents(
  db: Queryable,
  instituteId: string,
  studentIds: readonly string[],
) {
  if (new Set(studentIds).size !== studentIds.length) throw badRequest(M.students);
  const found = await studentsOfInstitute(db, instituteId, studentIds);
  const byId = new Map(found.map((s) => [s.profileId, s]));
  return studentIds.map((id) => {
    const s = byId.get(id);
    if (!s) throw notFound(M.studentNotFound);
    return s;
  });
}
