import {
  IMPORT_MESSAGES,
  type ImportReport,
  repeatsInFile,
  type StaffImportRow,
  titleCase,
  validateStaffRow,
} from '@shala/shared';
import type { Mail } from '../../mail/mailer.js';
import { addedToGroupMail, invitationMail } from '../../mail/templates.js';
import { INVITE_VALID_DAYS, inviteLink, provisionPerson } from '../auth/provision-service.js';
import type { RoleRow } from '../institutes/queries.js';
import type { CsvRows } from './csv.js';
import { addMembershipOnce, countRegistrationNo, setDefaultsIfNone } from './queries.js';
import {
  type ImportActor,
  type ImportDeps,
  importRows,
  instituteContext,
  RowError,
} from './service.js';

/**
 * POST /rest/import/staff: each row makes (or finds) the person's account and adds its default
 * profile to the institute with the named role for all sessions, in one transaction per row.
 */
export async function importStaff(
  deps: ImportDeps,
  actor: ImportActor,
  instituteId: string,
  rows: CsvRows,
): Promise<ImportReport> {
  const ctx = await instituteContext(deps.db, instituteId);
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
    deps,
    actor,
    rows,
    (row) => {
      position += 1;
      const checked = validateStaffRow(row.record);
      const errors = checked.ok ? [] : [...checked.errors];
      const roleName = row.record.role ?? '';
      const role = roleName ? ctx.findRole(roleName) : undefined;
      if (roleName && !role) errors.push(IMPORT_MESSAGES.unknownRole(roleName));
      for (const repeats of [emailRepeats, registrationRepeats]) {
        const repeat = repeats.get(position);
        if (repeat) errors.push(repeat);
      }
      if (!checked.ok || !role || errors.length > 0) return { errors };
      return { value: { row: checked.value, role } };
    },
    ({ row, role }) =>
      async (tx, audit) => {
        const now = deps.clock.now();
        const person = await provisionPerson(tx, now, {
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          phone: row.phone || null,
          profile: row.registrationNo ? { registrationNo: row.registrationNo } : {},
          existingAccount: 'default',
          verified: true,
        });
        const added = await addMembershipOnce(
          tx,
          { profileId: person.profile.id, groupId: ctx.id, roleId: role.id, sessionId: null },
          now,
        );
        if (!added) throw new RowError([IMPORT_MESSAGES.alreadyStaff]);
        await audit({
          instituteId: ctx.id,
          action: 'membership.added',
          targetType: 'profile',
          targetId: person.profile.id,
          detail: {
            groupId: ctx.id,
            roleId: role.id,
            roleName: role.name,
            sessionId: null,
            source: 'import',
          },
        });
        await setDefaultsIfNone(tx, [person.profile.id], ctx.id, null);
        if (row.registrationNo && (await countRegistrationNo(tx, ctx.id, row.registrationNo)) > 1) {
          throw new RowError([IMPORT_MESSAGES.registrationTaken(row.registrationNo)]);
        }
        const reason = `You were added to ${ctx.name} as ${role.name}.`;
        const firstName = titleCase(person.profile.firstName);
        const content = person.invite
          ? invitationMail({
              firstName,
              username: person.account.username,
              link: inviteLink(deps.publicUrl, person.invite),
              reason,
              validDays: INVITE_VALID_DAYS,
            })
          : addedToGroupMail({
              firstName,
              username: person.account.username,
              reason,
              link: `${deps.publicUrl}/auth`,
            });
        const mails: Mail[] = [{ to: person.account.email, ...content }];
        return mails;
      },
  );
}
