import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DueView } from '@shala/shared';
import {
  allocatePayment,
  formatRupees,
  PAYMENT_MESSAGES,
  previewParticulars,
  totalPayable,
} from '@shala/shared';
import { useId } from 'react';
import { ParticularsTable } from './ParticularsTable';
import { type StudentForm, type StudentFormEvent, studentErrors } from './student-form';

/** A rupee field of the form: typed as text (exact paise), with the spec's messages below. */
function RupeeField(props: {
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={!!props.error}
      helperText={props.error ?? props.hint ?? ' '}
      size="small"
      placeholder="0"
      autoComplete="off"
      sx={{ flex: '1 1 140px', minWidth: 0 }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 14 },
        input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
      }}
    />
  );
}

/**
 * One student of the Add Multiple Payment dialog (spec §4): the due particulars with what the
 * payment gives each, and the amount, discount and total kept in sync.
 */
export function StudentPaymentCard(props: {
  fullName: string;
  className: string | null;
  dues: readonly DueView[];
  form: StudentForm;
  /** The payment's day (yyyy-mm-dd, India): a discount particular past it is not given. */
  payDay: string;
  onChange: (event: StudentFormEvent) => void;
}) {
  const headingId = useId();
  const { form, dues, payDay } = props;
  const payable = totalPayable(dues, payDay);
  const allocation = allocatePayment(dues, form.line.total, payDay);
  const preview = previewParticulars(dues, allocation, payDay);
  const errors = studentErrors(form, payable);
  const owes = payable > 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Box>
          <Typography id={headingId} component="h3" variant="h3">
            {props.fullName}
          </Typography>
          {props.className && (
            <Typography variant="body2" color="text.secondary">
              {props.className}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" sx={{ alignSelf: 'center' }}>
          Total payable <strong>{formatRupees(payable)}</strong>
        </Typography>
      </Box>
      {dues.length === 0 ? (
        <Typography color="text.secondary">No dues of this kind.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mb: 1.5 }}>
          <ParticularsTable
            studentName={props.fullName}
            dues={dues}
            preview={preview}
            onTick={(dueId, ticked) =>
              props.onChange({ type: 'tick', dues, dueId, ticked, on: payDay })
            }
          />
        </Box>
      )}
      {owes && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            <RupeeField
              label="Amount paid"
              value={form.amountText}
              error={errors.amount}
              onChange={(text) => props.onChange({ type: 'amount', text })}
            />
            {form.showDiscount && (
              <RupeeField
                label="Discount"
                value={form.discountText}
                error={errors.discount}
                onChange={(text) => props.onChange({ type: 'discount', text })}
              />
            )}
            <RupeeField
              label="Total"
              value={form.totalText}
              error={errors.total}
              hint={`At most ${formatRupees(payable)}`}
              onChange={(text) => props.onChange({ type: 'total', text })}
            />
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={form.showDiscount}
                onChange={(e) => props.onChange({ type: 'showDiscount', show: e.target.checked })}
              />
            }
            label="Give a discount"
          />
        </>
      )}
      {form.warning && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {form.warning}
        </Alert>
      )}
      {allocation.leftover > 0 && !errors.total && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {PAYMENT_MESSAGES.amountExceeding}
        </Alert>
      )}
    </Paper>
  );
}
