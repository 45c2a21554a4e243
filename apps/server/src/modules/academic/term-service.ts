import {
  isoToWireDate,
  SESSION_MESSAGES,
  TERM_MESSAGES,
  type TermInput,
  type TermUpdate,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../permissions/index.js';
import { findSession, lockSession } from './queries.js';
import { isoRange, overlaps } from './session-service.js';
import { deleteTerm, findTerm, insertTerm, termsOfSession, updateTerm } from './term-queries.js';

async function sessionOf(db: Db | Tx, instituteId: string, sessionId: string) {
  const session = await findSession(db, instituteId, sessionId);
  if (!session) throw notFound(SESSION_MESSAGES.notFound);
  return session;
}

export async function listTerms(ctx: AppContext, instituteId: string, sessionId: string) {
  await sessionOf(ctx.db, instituteId, sessionId);
  return termsOfSession(ctx.db, instituteId, sessionId);
}

/** Inside the session's dates (400), no name or date clash with its other terms (409). */
async function checkTerm(
  tx: Tx,
  instituteId: string,
  sessionId: string,
  candidate: { id?: string; name: string; startDate: string; endDate: string },
) {
  const session = await sessionOf(tx, instituteId, sessionId);
  await lockSession(tx, session.id);
  if (candidate.startDate < session.startDate || candidate.endDate > session.endDate) {
    throw badRequest(
      TERM_MESSAGES.outsideSession(
        session.name,
        isoToWireDate(session.startDate),
        isoToWireDate(session.endDate),
      ),
    );
  }
  const others = (await termsOfSession(tx, instituteId, sessionId)).filter(
    (t) => t.id !== candidate.id,
  );
  const sameName = others.find((t) => t.name.toLowerCase() === candidate.name.toLowerCase());
  if (sameName) throw conflict(TERM_MESSAGES.duplicateName(sameName.name));
  const clash = others.find((t) => overlaps(t, candidate));
  if (clash) throw conflict(TERM_MESSAGES.overlap(clash.name));
}

export async function createTerm(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  input: TermInput,
) {
  const candidate = { name: input.name, ...isoRange(input) };
  return ctx.db.transaction(async (tx) => {
    await checkTerm(tx, instituteId, input.sessionId, candidate);
    const row = await insertTerm(tx, {
      instituteId,
      sessionId: input.sessionId,
      ...candidate,
      createdAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'term.created',
      targetType: 'term',
      targetId: row.id,
      detail: {
        sessionId: row.sessionId,
        name: row.name,
        startDate: row.startDate,
        endDate: row.endDate,
      },
    });
    return row;
  });
}

async function existingTerm(ctx: AppContext, instituteId: string, termId: string) {
  const row = await findTerm(ctx.db, instituteId, termId);
  if (!row) throw notFound(TERM_MESSAGES.notFound);
  return row;
}

export async function changeTerm(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  termId: string,
  input: TermUpdate,
) {
  const before = await existingTerm(ctx, instituteId, termId);
  const candidate = { id: termId, name: input.name, ...isoRange(input) };
  return ctx.db.transaction(async (tx) => {
    await checkTerm(tx, instituteId, before.sessionId, candidate);
    const row = await updateTerm(tx, instituteId, termId, {
      name: candidate.name,
      startDate: candidate.startDate,
      endDate: candidate.endDate,
    });
    if (!row) throw notFound(TERM_MESSAGES.notFound);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'term.updated',
      targetType: 'term',
      targetId: termId,
      detail: {
        before: { name: before.name, startDate: before.startDate, endDate: before.endDate },
        after: { name: row.name, startDate: row.startDate, endDate: row.endDate },
      },
    });
    return row;
  });
}

export async function removeTerm(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  termId: string,
) {
  const row = await existingTerm(ctx, instituteId, termId);
  await ctx.db.transaction(async (tx) => {
    await deleteTerm(tx, instituteId, termId);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'term.deleted',
      targetType: 'term',
      targetId: termId,
      detail: { sessionId: row.sessionId, name: row.name },
    });
  });
}
