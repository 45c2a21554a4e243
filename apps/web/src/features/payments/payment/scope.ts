import { type AcademicSessionData, wireDateToIso } from '@shala/shared';
import type { CartStudentRef } from '../cart';

/**
 * Where one payment of the cart is recorded. A payment belongs to one institute: the cart's
 * students of the first institute it names are paid for now, the others stay in the cart. The
 * group named in the calls is their class when they share one (a class's cashier may hold
 * createPaymentRecord only there), else the institute.
 */
export type PaymentScope = {
  instituteId: string;
  groupId: string;
  paying: CartStudentRef[];
  /** Students of another institute: left in the cart, to be paid for separately. */
  elsewhere: CartStudentRef[];
};

export function paymentScope(
  students: readonly CartStudentRef[],
  defaultInstituteId: string | null | undefined,
): PaymentScope | undefined {
  const instituteOf = (s: CartStudentRef) => s.instituteId ?? defaultInstituteId ?? undefined;
  const instituteId = students.map(instituteOf).find((id): id is string => !!id);
  if (!instituteId) return undefined;
  const paying = students.filter((s) => instituteOf(s) === instituteId);
  const elsewhere = students.filter((s) => instituteOf(s) !== instituteId);
  const classes = new Set(paying.map((s) => s.classId));
  const onlyClass = classes.size === 1 ? [...classes][0] : undefined;
  return { instituteId, groupId: onlyClass ?? instituteId, paying, elsewhere };
}

/**
 * The start (yyyy-mm-dd) of the earliest session the students pay in: a manual date may go
 * back to the day before it (spec §4). Without their sessions, the active session's start.
 */
export function sessionStartOf(
  sessions: readonly AcademicSessionData[],
  sessionIds: readonly (string | null)[],
): string | undefined {
  const named = sessions.filter((s) => sessionIds.includes(s.id));
  const chosen = named.length > 0 ? named : sessions.filter((s) => s.activeStatus === 'true');
  return chosen
    .map((s) => wireDateToIso(s.startDate))
    .filter((d): d is string => !!d)
    .sort()[0];
}
