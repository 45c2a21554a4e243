import { isoToWireDate, SESSION_MESSAGES, type SessionInput, wireDateToIso } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { lockInstituteRow, setActiveSession } from '../groups/index.js';
import type { Caller } from '../permissions/index.js';
import {
  activateSession,
  deleteAcademicSession,
  findSession,
  insertSession,
  lockSession,
  sessionsOfInstitute,
  sessionUses,
  updateAcademicSession,
} from './queries.js';
import { termsOfSession } from './term-queries.js';

/** dd/mm/yyyy pair as yyyy-mm-dd (the schema has checked them). */
export function isoRange(input: { startDate: string; endDate: string }) {
  const startDate = wireDateToIso(input.startDate);
  const endDate = wireDateToIso(input.endDate);
  if (!startDate || !endDate || endDate <= startDate) {
    throw badRequest('The end date must be after the start date.');
  }
  return { startDate, endDate };
}

/** Inclusive ranges of calendar days meet. */
export const overlaps = (
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
) => a.startDate <= b.endDate && b.startDate <= a.endDate;

/** Refuses a name or dates that clash with the institute's other sessions (409). */
async function checkClashes(
  tx: Tx,
  instituteId: string,
  candidate: { id?: string; name: string; startDate: string; endDate: string },
) {
  await lockInstituteRow(tx, instituteId);
  const others = (await sessionsOfInstitute(tx, instituteId)).filter((s) => s.id !== candidate.id);
  const sameName = others.find((s) => s.name.trim().toLowerCase() === candidate.name.toLowerCase());
  if (sameName) throw conflict(SESSION_MESSAGES.duplicateName(sameName.name));
  const clash = others.find((s) => overlaps(s, candidate));
  if (clash) throw conflict(SESSION_MESSAGES.overlap(clash.name));
}

export async function createSession(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  input: SessionInput,
) {
  const candidate = { name: input.name, ...isoRange(input) };
  return ctx.db.transaction(async (tx) => {
    await checkClashes(tx, instituteId, candidate);
    const row = await insertSession(tx, { instituteId, ...candidate, activeStatus: false });
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'session.created',
      targetType: 'session',
      targetId: row.id,
      detail: { name: row.name, startDate: row.startDate, endDate: row.endDate },
    });
    return row;
  });
}

async function existing(ctx: AppContext, instituteId: string, sessionId: string) {
  const row = await findSession(ctx.db, instituteId, sessionId);
  if (!row) throw notFound(SESSION_MESSAGES.notFound);
  return row;
}

export async function updateSession(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  sessionId: string,
  input: SessionInput,
) {
  const before = await existing(ctx, instituteId, sessionId);
  const candidate = { id: sessionId, name: input.name, ...isoRange(input) };
  return ctx.db.transaction(async (tx) => {
    await checkClashes(tx, instituteId, candidate);
    await lockSession(tx, sessionId);
    const terms = await termsOfSession(tx, instituteId, sessionId);
    if (terms.some((t) => t.startDate < candidate.startDate || t.endDate > candidate.endDate)) {
      throw conflict(SESSION_MESSAGES.termsOutside);
    }
    const row = await updateAcademicSession(tx, instituteId, sessionId, {
      name: candidate.name,
      startDate: candidate.startDate,
      endDate: candidate.endDate,
    });
    if (!row) throw notFound(SESSION_MESSAGES.notFound);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'session.updated',
      targetType: 'session',
      targetId: sessionId,
      detail: {
        before: { name: before.name, startDate: before.startDate, endDate: before.endDate },
        after: { name: row.name, startDate: row.startDate, endDate: row.endDate },
      },
    });
    return row;
  });
}

/** Makes the session the institute's one active session. */
export async function makeSessionActive(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  sessionId: string,
) {
  const row = await existing(ctx, instituteId, sessionId);
  return ctx.db.transaction(async (tx) => {
    await lockInstituteRow(tx, instituteId);
    await activateSession(tx, instituteId, sessionId);
    await setActiveSession(tx, instituteId, sessionId);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'session.activated',
      targetType: 'session',
      targetId: sessionId,
      detail: { name: row.name },
    });
    return { ...row, activeStatus: true };
  });
}

export async function removeSession(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  sessionId: string,
) {
  const row = await existing(ctx, instituteId, sessionId);
  await ctx.db.transaction(async (tx) => {
    await lockInstituteRow(tx, instituteId);
    // Waits for memberships being added to the session, so the count below sees them.
    await lockSession(tx, sessionId);
    const now = await findSession(tx, instituteId, sessionId);
    if (!now) throw notFound(SESSION_MESSAGES.notFound);
    if (now.activeStatus) throw conflict(SESSION_MESSAGES.active);
    if ((await sessionUses(tx, sessionId)) > 0) throw conflict(SESSION_MESSAGES.inUse);
    await deleteAcademicSession(tx, instituteId, sessionId);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'session.deleted',
      targetType: 'session',
      targetId: sessionId,
      detail: {
        name: row.name,
        startDate: isoToWireDate(row.startDate),
        endDate: isoToWireDate(row.endDate),
      },
    });
  });
}
