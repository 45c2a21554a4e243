import type { DueView, FeeEstimation, PaymentRecordType } from '@shala/shared';

/** A student of the Students Cart with the dues the payment dialog allocates, by record type. */
export type CartStudentDues = {
  userProfileId: string;
  fullName: string;
  contactName: string | null;
  classId: string;
  className: string;
  sessionId: string;
  dues: Record<PaymentRecordType, DueView[]>;
};

/** GET /rest/fee/cart's entry (a student's estimation) as the dialog keeps it. */
export function cartStudentDues(entry: FeeEstimation): CartStudentDues {
  const { student } = entry;
  return {
    userProfileId: student.userProfileId,
    fullName: student.fullName,
    contactName: student.contactName,
    classId: student.classId,
    className: student.className,
    sessionId: student.sessionId,
    dues: { FEES: entry.fees, TRANSPORTATION_FEES: entry.transport },
  };
}
