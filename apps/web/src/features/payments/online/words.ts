import type { PaymentRecordType } from '@shala/shared';

/** What a record type is called in the online payment's words ("Pay transport fees online"). */
export const RECORD_WORDS: Record<PaymentRecordType, string> = {
  FEES: 'fees',
  TRANSPORTATION_FEES: 'transport fees',
};
