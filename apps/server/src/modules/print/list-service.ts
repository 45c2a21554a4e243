import type { AppContext } from '../../context.js';
import { classListPdf, contactSheetPdf, type ListHead } from '../../pdf/class-lists.js';
import { guardianContactsOf } from '../people/index.js';
import type { GroupScope } from '../permissions/index.js';
import { classOfList, fileSlug, printHead } from './print-scope.js';
import { fullName, inRollOrder, onceEach } from './roster-order.js';
import { rosterOf } from './roster-queries.js';

/** GET /rest/print/class-list and /rest/print/contact-sheet: a class's lists as PDFs. */

async function classRoster(ctx: AppContext, scope: GroupScope) {
  const klass = await classOfList(ctx, scope);
  const head = await printHead(ctx, scope);
  const students = inRollOrder(
    onceEach(
      await rosterOf(ctx.db, {
        instituteId: scope.instituteId,
        sessionId: head.sessionId,
        classId: klass.id,
      }),
    ),
  );
  const listHead: ListHead = {
    school: head.school,
    className: klass.name,
    sessionName: head.sessionName,
    printedOn: head.printedOn,
  };
  return { klass, head, listHead, students };
}

export async function classListFile(
  ctx: AppContext,
  scope: GroupScope,
): Promise<{ filename: string; pdf: Buffer }> {
  const { klass, listHead, students } = await classRoster(ctx, scope);
  const pdf = await classListPdf(
    listHead,
    students.map((s) => ({
      rollNo: s.rollNo,
      name: fullName(s),
      admissionNo: s.admissionNo,
      gender: s.gender,
    })),
  );
  return { filename: `class-list-${fileSlug(klass.name)}.pdf`, pdf };
}

export async function contactSheetFile(
  ctx: AppContext,
  scope: GroupScope,
): Promise<{ filename: string; pdf: Buffer }> {
  const { klass, listHead, students } = await classRoster(ctx, scope);
  const guardians = await guardianContactsOf(
    ctx.db,
    students.map((s) => s.profileId),
  );
  const pdf = await contactSheetPdf(
    listHead,
    students.map((s) => {
      const own = guardians.get(s.profileId) ?? [];
      // A student of no linked guardian (an adult student) is their own contact.
      const contacts =
        own.length > 0
          ? own.map((g) => ({ line: `${g.name} (${g.relation})`, phone: g.phone }))
          : s.phone
            ? [{ line: 'Self', phone: s.phone }]
            : [];
      return {
        rollNo: s.rollNo,
        name: fullName(s),
        guardians: contacts.map((c) => c.line),
        phones: contacts.map((c) => c.phone ?? '—'),
        address: s.address ?? own.find((g) => g.address)?.address ?? null,
      };
    }),
  );
  return { filename: `contact-sheet-${fileSlug(klass.name)}.pdf`, pdf };
}
