import {
  indiaDay,
  VISITOR_TEXTS as M,
  type VisitorForm,
  type VisitorList,
  type VisitorListQuery,
  type VisitorMine,
  type VisitorSaved,
  type VisitorSetup,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { fileStoreOf, inFileTransaction } from '../../files/file-transaction.js';
import {
  checkFileKind,
  type FileKind,
  loadFile,
  type StoredFileRow,
  type UploadedFile,
} from '../../files/uploads.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { staffOf } from '../attendance/index.js';
import { announce } from '../notifications/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { nextNumber } from './counters.js';
import { tellHost } from './front-office-notices.js';
import { guardianPasses } from './gate-pass-views.js';
import { keepsDesk } from './policy.js';
import { toVisitorView } from './presenters.js';
import { checkOutVisitor, findVisitor, insertVisitor, visitorsOfDay } from './visitor-queries.js';

/**
 * The visitor log (issue 25 §4): the desk checks a visitor in, with a photo from its phone's
 * camera (JPEG or PNG, checked by its bytes), and out; the host is told on arrival and sees
 * their visitors.
 */

const PHOTO_KINDS: readonly FileKind[] = ['jpg', 'png'];
export const VISITOR_PHOTO_PURPOSE = 'visitor-photo';

/** GET /rest/visitor/setup */
export async function visitorSetup(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<VisitorSetup> {
  const staff = await staffOf(ctx.db, scope.instituteId);
  return {
    staff: staff
      .map((s) => ({ id: s.profileId, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
    today: indiaDay(ctx.clock.now()),
    desk: keepsDesk(caller, scope),
  };
}

/** GET /rest/visitor: a day's log (today unless asked), with how many came and are inside. */
export async function visitorList(
  ctx: AppContext,
  scope: GroupScope,
  q: VisitorListQuery,
): Promise<VisitorList> {
  const day = q.day ?? indiaDay(ctx.clock.now());
  const rows = await visitorsOfDay(ctx.db, scope.instituteId, { ...q, day });
  const all =
    q.q || q.inside ? await visitorsOfDay(ctx.db, scope.instituteId, { day, inside: false }) : rows;
  return {
    day,
    visitors: rows.map(toVisitorView),
    total: all.length,
    inside: all.filter((r) => r.visitor.outAt === null).length,
  };
}

/** POST /rest/visitor: a visitor comes in; their host, if named, is told. */
export async function checkIn(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  form: VisitorForm,
  files: readonly UploadedFile[],
): Promise<VisitorSaved> {
  const photo = files.find((f) => f.fieldname === 'photo');
  if (files.length > 1 || (files.length === 1 && !photo)) throw badRequest(M.photo);
  const kind = photo
    ? await checkFileKind(photo, PHOTO_KINDS).catch(() => {
        throw badRequest(M.photo);
      })
    : null;
  const instituteId = scope.instituteId;
  const now = ctx.clock.now();
  const { id, raised, host } = await inFileTransaction(
    ctx.db,
    fileStoreOf(ctx),
    async (tx, store) => {
      const staff = form.hostProfileId ? await staffOf(tx, instituteId) : [];
      const host = staff.find((s) => s.profileId === form.hostProfileId);
      if (form.hostProfileId && !host) throw notFound(M.hostNotFound);
      const [file] =
        photo && kind
          ? await store.store(now, [
              {
                file: photo,
                kind,
                purpose: VISITOR_PHOTO_PURPOSE,
                instituteId,
                ownerAccountId: caller.accountId,
              },
            ])
          : [];
      const number = await nextNumber(tx, instituteId, 'VISITOR');
      const values = {
        instituteId,
        number,
        day: indiaDay(now),
        name: form.name,
        phone: form.phone,
        purpose: form.purpose,
        details: form.details,
        hostProfileId: form.hostProfileId,
        people: form.people,
        vehicle: form.vehicle,
        photoFileId: file?.id ?? null,
        inAt: now,
        recordedByProfileId: caller.profileId,
      };
      const id = await insertVisitor(tx, values);
      const raised = host
        ? await tellHost(ctx, tx, { ...values, id, outAt: null }, host.profileId)
        : null;
      return { id, raised, host };
    },
  );
  if (raised) await announce(ctx, [raised]);
  return { message: host ? M.checkedInHostTold(host.name) : M.checkedIn, id };
}

/** PUT /rest/visitor/check-out */
export async function checkOut(
  ctx: AppContext,
  scope: GroupScope,
  id: string,
): Promise<VisitorSaved> {
  const left = await checkOutVisitor(ctx.db, scope.instituteId, id, ctx.clock.now());
  if (!left) {
    const found = await findVisitor(ctx.db, scope.instituteId, id);
    throw found ? conflict(M.alreadyOut) : notFound(M.notFound);
  }
  return { message: M.checkedOut, id };
}

/** GET /rest/visitor/photo: to the desk, and to the visitor's host. */
export async function visitorPhoto(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<{ row: StoredFileRow; bytes: Buffer }> {
  const found = await findVisitor(ctx.db, scope.instituteId, id);
  const mayRead =
    found && (keepsDesk(caller, scope) || found.visitor.hostProfileId === caller.profileId);
  if (!found || !mayRead) throw notFound(M.notFound);
  const fileId = found.visitor.photoFileId;
  const file = fileId ? await loadFile(ctx.db, ctx.files, fileId, scope.instituteId) : undefined;
  if (!file) throw notFound(M.photoNotFound);
  return file;
}

/** GET /rest/visitor/mine: the caller's visitors today, and their children's recent passes. */
export async function visitorMine(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<VisitorMine> {
  const day = indiaDay(ctx.clock.now());
  const visitors = await visitorsOfDay(ctx.db, scope.instituteId, {
    day,
    inside: false,
    hostProfileId: caller.profileId,
  });
  return {
    visitors: visitors.map(toVisitorView),
    passes: await guardianPasses(ctx, caller, scope),
  };
}
