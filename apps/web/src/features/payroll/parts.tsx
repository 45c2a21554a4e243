import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { PayrollRunStatus, PayslipView } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { downloadPayslip } from './api';
import { RUN_STATUS_LABELS } from './payroll-rules';

/** The payroll screens' small pieces: a run's status, figures as a list, a select, a download. */

/** A run's status in words (the colour only helps). */
export function RunStatusChip({ status }: { status: PayrollRunStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'APPROVED' ? 'success' : 'warning'}
      label={RUN_STATUS_LABELS[status]}
    />
  );
}

/** Saves a payslip's PDF; says so while it downloads, and why when it fails. */
export function PayslipDownload(props: {
  groupId: string;
  payslip: PayslipView;
  /** Read after "Download PDF" where several are listed: "for May 2026". */
  spoken?: string;
  variant?: 'text' | 'outlined' | 'contained';
}) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await downloadPayslip(props.groupId, props.payslip);
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
    setBusy(false);
  };
  return (
    <Button
      variant={props.variant ?? 'text'}
      size="small"
      startIcon={<DownloadOutlined />}
      onClick={save}
      disabled={busy}
      aria-label={props.spoken ? `Download PDF ${props.spoken}` : undefined}
      sx={{ minHeight: 32, whiteSpace: 'nowrap' }}
    >
      {busy ? 'Downloading…' : 'Download PDF'}
    </Button>
  );
}
