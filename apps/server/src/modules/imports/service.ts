import type { ImportReport } from '@shala/shared';
import { dataRowNumber, IMPORT_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Mail } from '../../mail/mailer.js';
import { sessionsOfInstitute } from '../academic/index.js';
import { type AuditEventInput, recordAudits } from '../audit/index.js';
import { classesOfInstitute, findInstitute } from '../groups/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { grantorIn, rolesOfInstitute } from '../roles/index.js';
import type { CsvRows } from './csv.js';

/** Imports add people to the institute: what the importer may give is judged there. */
export function importGrantor(caller: Caller, scope: GroupScope) {
  return grantorIn(caller, { ...scope, id: scope.instituteId, type: 'INSTITUTE' });
}

/** A reason a row cannot be imported; thrown inside the row's transaction, which rolls back. */
export class RowError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join(' '));
  }
}

type Lookup = { id: string; name: string };
/** "class  5a" finds "Class 5 A": case and spaces do not matter. */
const key = (name: string) => name.replace(/\s+/g, '').toLowerCase();
const byName = <T extends Lookup>(rows: T[]) => new Map(rows.map((r) => [key(r.name), r]));

export type InstituteContext = NonNullable<Awaited<ReturnType<typeof instituteContext>>>;

/** The institute with its classes, sessions and roles by name: looked up once per file. */
export async function instituteContext(db: Db, instituteId: string) {
  const institute = await findInstitute(db, instituteId);
  if (!institute) throw notFound('This group does not exist.');
  const [classRows, sessionRows, roleRows] = await Promise.all([
    classesOfInstitute(db, instituteId),
    sessionsOfInstitute(db, instituteId),
    rolesOfInstitute(db, instituteId),
  ]);
  const classes = byName(classRows);
  const sessions = byName(sessionRows);
  const roles = byName(roleRows);
  return {
    id: institute.id,
    name: institute.name,
    activeSessionId: institute.activeSessionId,
    sessions: sessionRows,
    findClass: (name: string) => classes.get(key(name)),
    findSession: (name: string) => sessions.get(key(name)),
    findRole: (name: string) => roles.get(key(name)),
    builtinRole: (builtinKey: string) => roleRows.find((r) => r.builtinKey === builtinKey),
    sessionName: (id: string | null) => sessionRows.find((s) => s.id === id)?.name ?? '',
  };
}

/** A row's writes: run in its own transaction; returns the row's mails (written with it). */
export type RowWork = (tx: Tx, audit: (event: AuditEventInput) => Promise<void>) => Promise<Mail[]>;

/**
 * Imports row by row, each valid row in its own transaction (all or nothing per row), and
 * reports the rows that failed with their reasons. `check` returns the row's problems found
 * without writing (format, unknown class, repeats in the file); `work` does the writes.
 */
export async function importRows<T>(
  ctx: AppContext,
  caller: Caller,
  rows: CsvRows,
  plan: (row: CsvRows[number]) => { errors: string[] } | { value: T },
  work: (value: T) => RowWork,
): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, failed: [] };
  for (const row of rows) {
    const planned = plan(row);
    if ('errors' in planned) {
      report.failed.push({ row: dataRowNumber(row.index), errors: planned.errors });
      continue;
    }
    try {
      await ctx.db.transaction(async (tx) => {
        // The row's audit records go in with one insert at its end, still inside its transaction.
        const events: AuditEventInput[] = [];
        const sent = await work(planned.value)(tx, async (event) => {
          events.push(event);
        });
        await recordAudits(tx, ctx, caller, events);
        // The row's mails are jobs of its transaction: sent if and only if the row is imported.
        for (const mail of sent) await ctx.mailer.send(mail, tx);
      });
    } catch (error) {
      const errors = rowErrors(error);
      if (errors[0] === IMPORT_MESSAGES.rowFailed) {
        ctx.log.error({ err: error }, `import row ${dataRowNumber(row.index)} failed`);
      }
      report.failed.push({ row: dataRowNumber(row.index), errors });
      continue;
    }
    report.imported += 1;
  }
  return report;
}

function rowErrors(error: unknown): string[] {
  if (error instanceof RowError) return error.errors;
  if (error instanceof AppError && error.statusCode < 500) return [error.message];
  // A race with another import (the same e-mail or username at the same moment) or a fault:
  // the row left nothing behind, and running the file again imports it.
  return [IMPORT_MESSAGES.rowFailed];
}
