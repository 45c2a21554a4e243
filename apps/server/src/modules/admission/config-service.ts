import {
  ADMISSION_MESSAGES,
  type AdmissionConfigInput,
  type AdmissionOverview,
  compareClassLevels,
  instituteAdmissionLink,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findSession } from '../academic/index.js';
import { recordAudit } from '../audit/index.js';
import { classesOfInstitute, findClass, findInstitute, setAdmissionOpen } from '../groups/index.js';
import type { Caller } from '../permissions/index.js';
import { configsOf, countPending, countsByClass, findConfig, upsertConfig } from './queries.js';
import { readAdmissionSettings } from './settings.js';

/** Every class of the institute with how it takes admissions, and the active session's link. */
export async function admissionOverview(db: Db, instituteId: string): Promise<AdmissionOverview> {
  const institute = await findInstitute(db, instituteId);
  if (!institute) throw notFound(ADMISSION_MESSAGES.instituteNotFound);
  const session = institute.activeSessionId
    ? await findSession(db, institute.id, institute.activeSessionId)
    : undefined;
  const [classes, configs, counts, pendingTotal, settings] = await Promise.all([
    classesOfInstitute(db, institute.id),
    configsOf(db, institute.id),
    session ? countsByClass(db, institute.id, session.id) : Promise.resolve([]),
    countPending(db, institute.id),
    readAdmissionSettings(db, institute.id),
  ]);
  const configOf = new Map(configs.map((c) => [c.classId, c]));
  const countOf = (classId: string, status: string) =>
    counts.find((c) => c.classId === classId && c.status === status)?.n ?? 0;
  const sorted = [...classes].sort(
    (a, b) =>
      compareClassLevels(a.level ?? a.name, b.level ?? b.name) || a.name.localeCompare(b.name),
  );
  return {
    instituteId: institute.id,
    activeSession: session ? { id: session.id, name: session.name } : null,
    link: session ? instituteAdmissionLink(institute.id, session.id) : null,
    pendingTotal,
    settings,
    classes: sorted.map((c) => ({
      classId: c.id,
      name: c.name,
      level: c.level,
      open: c.admissionConfigSet,
      seats: configOf.get(c.id)?.seats ?? null,
      instructions: configOf.get(c.id)?.instructions ?? '',
      pending: countOf(c.id, 'PENDING'),
      accepted: countOf(c.id, 'ACCEPTED'),
    })),
  };
}

/** Opens or closes a class for admission with its seats and instructions, in one transaction. */
export async function saveAdmissionConfig(
  ctx: AppContext,
  caller: Caller,
  scope: { id: string; type: string; instituteId: string },
  input: AdmissionConfigInput,
) {
  const klass =
    scope.type === 'CLASS' ? await findClass(ctx.db, scope.instituteId, scope.id) : undefined;
  if (!klass) throw notFound(ADMISSION_MESSAGES.classNotFound);
  const before = await findConfig(ctx.db, klass.id);
  const seats = input.seats === undefined ? (before?.seats ?? null) : input.seats;
  const instructions =
    input.instructions === undefined
      ? (before?.instructions ?? null)
      : input.instructions.trim() || null;
  await ctx.db.transaction(async (tx) => {
    await setAdmissionOpen(tx, scope.instituteId, klass.id, input.open);
    await upsertConfig(tx, {
      classId: klass.id,
      instituteId: scope.instituteId,
      seats,
      instructions,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'admission.configChanged',
      targetType: 'group',
      targetId: klass.id,
      detail: { name: klass.name, open: input.open, seats, instructions },
    });
  });
  const overview = await admissionOverview(ctx.db, scope.instituteId);
  const saved = overview.classes.find((c) => c.classId === klass.id);
  if (!saved) throw notFound(ADMISSION_MESSAGES.classNotFound);
  return saved;
}
