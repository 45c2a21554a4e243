import type { PaymentRecordDetail, PaymentRecordView } from '@shala/shared';
import type { AllocationRow, RecordRow } from './read-queries.js';

/** A record on the wire; its receipt is opened from `groupId`, the group it was read from. */
export function toRecordView(row: RecordRow, groupId: string): PaymentRecordView {
  return {
    id: row.id,
    transactionPk: row.transactionPk,
    transactionId: row.transactionId,
    receiptNumber: row.receiptNumber,
    instituteId: row.instituteId,
    classId: row.classId,
    className: row.className,
    sessionId: row.sessionId,
    sessionName: row.sessionName,
    userProfileId: row.profileId,
    studentName: row.studentName,
    recordType: row.recordType,
    amount: row.amount,
    discount: row.discount,
    paymentMethod: row.paymentMethod,
    paymentMedium: row.paymentMedium,
    financialAccountId: row.financialAccountId,
    accountName: row.accountName,
    transactionDate: row.transactionDate.toISOString(),
    status: row.status,
    recordedByName: row.recordedByName,
    revertedAt: row.revertedAt?.toISOString() ?? null,
    revertedByName: row.revertedByName,
    revertReason: row.revertReason,
    receiptUrl: `/rest/payment/receipt?groupId=${groupId}&id=${row.id}`,
  };
}

export function toRecordDetail(
  row: RecordRow,
  allocations: readonly AllocationRow[],
  groupId: string,
): PaymentRecordDetail {
  return {
    ...toRecordView(row, groupId),
    particulars: allocations
      .filter((a) => a.recordId === row.id)
      .map((a) => ({
        dueId: a.dueId,
        particular: a.particular,
        dueDate: a.dueDate,
        kind: a.kind,
        paid: a.paid,
        discount: a.discount,
      })),
  };
}
