import {
  GRANT_MESSAGES,
  IMPORT_MESSAGES,
  type ImportReport,
  repeatsInFile,
  type StaffImportRow,
  validateStaffRow,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Mail } from '../../mail/mailer.js';
import { createInvitation, invitationMail } from '../invitations/index.js';
import {
  countRegistrationNo,
  findAccountById,
  findDefaultProfile,
  hasInstituteMembership,
  provisionPerson,
} from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { grantRefusal, type RoleRow } from '../roles/index.js';
import type { CsvRows } from './csv.js';
import { importGrantor, importRows, instituteContext, RowError } from './service.js';

/**
 * POST /rest/import/staff: each row invites the person to the institute with the named role
 * for all sessions, a role the importer may give; a new account is made for an e-mail that
 * has none. Nobody joins until they accept (a new account by setting its first password), and
 * the report is the same whether or not an e-mail had an account. One transaction per row.
 */
export async function importStaff(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  rows: CsvRows,
): Promise<ImportReport> {
  const grantor = importGrantor(caller, scope);
  const institute = await instituteContext(ctx.db, scope.instituteId);
  const ownEmail = (await findAccountById(ctx.db, caller.accountId))?.email;
  const emailRepeats = repeatsInFile(
    rows.map((r) => r.record.email ?? ''),
    'email',
  );
  const registrationRepeats = repeatsInFile(
    rows.map((r) => r.record.registrationNo ?? ''),
    'registrationNo',
  );
  let position = -1;
  return importRows<{ row: StaffImportRow; role: RoleRow }>(
    ctx,
    caller,
    rows,
    (row) => {
      position += 1;
      const checked = validateStaffRow(row.record);
      const errors = checked.ok ? [] : [...checked.errors];
      const roleName = row.record.role ?? '';
      const role = roleName ? institute.findRole(roleName) : undefined;
      if (roleName && !role) errors.push(IMPORT_MESSAGES.unknownRole(roleName));
      const refusal = role ? grantRefusal(grantor, role.permissions) : null;
      if (refusal) errors.push(refusal);
      if (checked.ok && checked.value.email.toLowerCase() === ownEmail) {
        errors.push(GRANT_MESSAGES.inviteSelf);
      }
      for (const repeats of [emailRepeats, registrationRepeats]) {
        const repeat = repeats.get(position);
        if (repeat) errors.push(repeat);
      }
      if (!checked.ok || !role || errors.length > 0) return { errors };
      return { value: { row: checked.value, role } };
    },
    ({ row, role }) =>
      async (tx) => {
        const now = ctx.clock.now();
        const person = await provisionPerson(tx, now, {
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          phone: row.phone || null,
          profile: row.registrationNo ? { registrationNo: row.registrationNo } : {},
          verified: true,
        });
        // Already staff: what the importer's own member list shows anyway.
        const holder = person.existing
          ? await findDefaultProfile(tx, person.account.id)
          : undefined;
        if (holder && (await hasInstituteMembership(tx, holder.id, institute.id))) {
          throw new RowError([IMPORT_MESSAGES.alreadyStaff]);
        }
        if (
          row.registrationNo &&
          (await countRegistrationNo(tx, institute.id, row.registrationNo)) > 0
        ) {
          throw new RowError([IMPORT_MESSAGES.registrationTaken(row.registrationNo)]);
        }
        const invitation = await createInvitation(tx, ctx, caller, {
          instituteId: institute.id,
          groupId: institute.id,
          sessionId: null,
          roleId: role.id,
          kind: 'MEMBER',
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          detail: { registrationNo: row.registrationNo || null },
          person,
        });
        const mails: Mail[] = [await invitationMail(tx, ctx.config.publicUrl, invitation, person)];
        return mails;
      },
  );
}
