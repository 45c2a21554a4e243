import PaymentIcon from '@mui/icons-material/Payment';
import Button from '@mui/material/Button';
import type { PaymentRecordType } from '@shala/shared';
import { lazy, Suspense, useState } from 'react';
import { usePermission } from '../../permissions';
import { useOnlineConfig } from './api';
import { RECORD_WORDS } from './words';

const PayOnlineDialog = lazy(() =>
  import('./PayOnlineDialog').then((m) => ({ default: m.PayOnlineDialog })),
);

/**
 * "Pay online" for a student's dues of one record type, shown only when online payment is on
 * (a key is configured), something is due and the profile may pay (payFeesOnline in the class:
 * the student, or a parent; the server checks it is their own or their child's).
 */
export function PayOnlineButton(props: {
  /** The student's class. */
  groupId: string;
  /** The class's institute: a role held there covers the class. */
  instituteId?: string | null;
  userProfileId: string;
  studentName: string;
  recordType: PaymentRecordType;
  /** Paise due now. */
  due: number;
}) {
  const config = useOnlineConfig();
  const mayPay = usePermission('payFeesOnline', props.groupId, props.instituteId);
  const [open, setOpen] = useState(false);
  if (!config.data?.enabled || !mayPay || props.due <= 0) return null;
  return (
    <>
      <Button variant="contained" startIcon={<PaymentIcon />} onClick={() => setOpen(true)}>
        Pay {RECORD_WORDS[props.recordType]} online
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PayOnlineDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
