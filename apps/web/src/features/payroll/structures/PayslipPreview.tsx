import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatRupees,
  PT_STATE_NAMES,
  PT_STATES,
  type PtState,
  type SalaryComponent,
} from '@shala/shared';
import { useId, useState } from 'react';
import { shownMonth } from '../../../core/format';
import { Choice } from '../../../ui/Choice';
import { readMonthRupees } from '../payroll-rules';
import { previewPayslip } from './structure-form';

/**
 * What the structure pays on a basic, as it is edited: a full month's payslip (PF applies, no
 * TDS, no leave without pay) by computePayslip, the run's own rule.
 */
export function PayslipPreview(props: { components: SalaryComponent[]; month: string }) {
  const id = useId();
  const [basic, setBasic] = useState('30000');
  const [state, setState] = useState<PtState>('MH');
  const read = readMonthRupees(basic, { required: true, positive: true });
  const slip = read.ok ? previewPayslip(props.components, read.paise, state, props.month) : null;
  const line = (l: { code: string; name: string; amountPaise: number }) => (
    <Box
      component="li"
      key={l.code}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
    >
      <span>{l.name}</span>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatRupees(l.amountPaise)}
      </Box>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 1.5, bgcolor: 'action.hover' }}
    >
      <Typography id={id} component="h3" variant="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
        Preview of a payslip
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Basic"
          size="small"
          value={basic}
          onChange={(e) => setBasic(e.target.value)}
          error={!read.ok}
          helperText={read.ok ? 'Rupees a month' : read.message}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
        />
        <Choice
          label="Professional tax state"
          size="small"
          value={state}
          onChange={(s) => setState(s as PtState)}
        >
          {PT_STATES.map((s) => (
            <option key={s} value={s}>
              {PT_STATE_NAMES[s]}
            </option>
          ))}
        </Choice>
      </Box>
      {slip && read.ok ? (
        <Box sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            For a basic of {formatRupees(read.paise)} in {shownMonth(props.month)}: gross{' '}
            {formatRupees(slip.grossPaise)}, deductions {formatRupees(slip.deductionsPaise)}, net{' '}
            {formatRupees(slip.netPaise)}.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                Earnings
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, typography: 'body2' }}>
                {slip.earnings.map(line)}
              </Box>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                Deductions
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, typography: 'body2' }}>
                {slip.deductions.length === 0 ? <li>None</li> : slip.deductions.map(line)}
              </Box>
            </Box>
          </Box>
        </Box>
      ) : null}
    </Paper>
  );
}
