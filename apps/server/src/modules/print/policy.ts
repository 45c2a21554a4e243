import type { PrintKind } from '@shala/shared';
import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';

/**
 * Who may print what, with the portal's existing actions (each route also declares its own):
 * a class list needs getMembers over the class (it names the class's students); a contact sheet
 * and ID cards need getMemberDetails (guardians' phones, addresses, dates of birth, photos); the
 * fee defaulters need getFeeSummaryForGroup over the institute. The setup tells the screen, so
 * it offers only what the server would print.
 */

const classScope = (scope: GroupScope, classId: string): GroupScope => ({
  ...scope,
  id: classId,
  type: 'CLASS',
});

/** What the caller may print of one class of the scope's institute. */
export function kindsOfClass(caller: Caller, scope: GroupScope, classId: string): PrintKind[] {
  const { held } = heldActions(caller, classScope(scope, classId));
  const kinds: PrintKind[] = [];
  if (held.has('getMembers')) kinds.push('CLASS_LIST');
  if (held.has('getMemberDetails')) kinds.push('CONTACT_SHEET', 'ID_CARDS');
  return kinds;
}

/** Whether the caller may print the institute's fee defaulters. */
export const mayPrintDefaulters = (caller: Caller, scope: GroupScope): boolean =>
  heldActions(caller, { ...scope, id: scope.instituteId, type: 'INSTITUTE' }).held.has(
    'getFeeSummaryForGroup',
  );
