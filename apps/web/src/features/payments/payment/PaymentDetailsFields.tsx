import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { FinancialAccountView } from '@shala/shared';
import { acceptedMediums, TRANSACTION_ID_MAX } from '@shala/shared';
import { useId } from 'react';
import { constantLabel } from '../labels';
import {
  type DayBounds,
  type DetailsErrors,
  type PaymentDetails,
  withAccount,
} from './payment-details';

/**
 * The payment's shared fields (spec §3 Payment form, §5): transaction ID (pre-filled), the
 * financial account and a medium it accepts, and the date: now, or a day chosen by hand.
 */
export function PaymentDetailsFields(props: {
  details: PaymentDetails;
  errors: DetailsErrors;
  accounts: readonly FinancialAccountView[];
  bounds: DayBounds;
  onChange: (details: PaymentDetails) => void;
}) {
  const { details, errors } = props;
  const dateLabelId = useId();
  const active = props.accounts.filter((a) => a.active);
  const account = active.find((a) => a.id === details.accountId);
  const mediums = acceptedMediums(account?.acceptanceMediums);
  const set = (change: Partial<PaymentDetails>) => props.onChange({ ...details, ...change });
  const half = { flex: '1 1 220px', minWidth: 0 };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        label="Transaction ID"
        required
        value={details.transactionId}
        onChange={(e) => set({ transactionId: e.target.value })}
        error={!!errors.transactionId}
        helperText={errors.transactionId ?? `At most ${TRANSACTION_ID_MAX} characters`}
        size="small"
        autoComplete="off"
        sx={half}
        slotProps={{ htmlInput: { maxLength: TRANSACTION_ID_MAX, spellCheck: false } }}
      />
      <TextField
        select
        label="Financial account"
        required
        value={details.accountId}
        onChange={(e) =>
          props.onChange(
            withAccount(
              details,
              active.find((a) => a.id === e.target.value),
            ),
          )
        }
        error={!!errors.accountId && details.accountId !== ''}
        helperText={
          active.length === 0
            ? 'The institute has no financial account yet.'
            : (account?.bankName ?? ' ')
        }
        size="small"
        sx={half}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose an account</option>
        {active.map((a) => (
          <option key={a.id} value={a.id}>
            {a.accountName}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Payment medium"
        required
        value={details.medium}
        onChange={(e) => set({ medium: e.target.value as PaymentDetails['medium'] })}
        disabled={!account}
        helperText={account ? ' ' : 'Choose the account first'}
        size="small"
        sx={half}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a medium</option>
        {mediums.map((m) => (
          <option key={m} value={m}>
            {constantLabel(m)}
          </option>
        ))}
      </TextField>
      <FormControl sx={half}>
        <FormLabel id={dateLabelId} sx={{ fontSize: '0.875rem' }}>
          Date of payment
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={dateLabelId}
          value={details.dateMode}
          onChange={(e) =>
            set({
              dateMode: e.target.value as PaymentDetails['dateMode'],
              // A manual date starts at today, the latest it may be.
              manualDay: details.manualDay || props.bounds.max,
            })
          }
        >
          <FormControlLabel value="now" control={<Radio />} label="Now" />
          <FormControlLabel value="manual" control={<Radio />} label="Choose a date" />
        </RadioGroup>
        {details.dateMode === 'manual' && (
          <TextField
            type="date"
            label="Payment date"
            value={details.manualDay}
            onChange={(e) => set({ manualDay: e.target.value })}
            error={!!errors.manualDay}
            helperText={errors.manualDay ?? ' '}
            size="small"
            sx={{ mt: 1 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: props.bounds.min, max: props.bounds.max },
            }}
          />
        )}
      </FormControl>
    </Box>
  );
}
