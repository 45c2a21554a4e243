import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PayrollRunStatus, PayslipView } from '@shala/shared';
import { type ReactNode, useState } from 'react';
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

/** Labelled figures two (or more) a row: a card's contents on a phone, a run's totals. */
export function Figures(props: {
  items: ReadonlyArray<{ label: string; value: ReactNode; strong?: boolean }>;
  columns?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${props.columns ?? 2}, minmax(0, 1fr))`,
        },
        gap: 1,
        m: 0,
      }}
    >
      {props.items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: item.strong ? 600 : undefined, overflowWrap: 'anywhere' }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A native select (the phone's own picker; every option read out) with its label. */
export function Choice(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** The option that chooses nothing; none: one must be chosen and is. */
  empty?: string;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required={props.required}
      disabled={props.disabled}
      size={props.size}
      error={!!props.error}
      helperText={props.error ?? props.helperText}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
      {props.children}
    </TextField>
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
