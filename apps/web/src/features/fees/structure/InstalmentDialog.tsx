import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shala/shared';
import { useId, useRef, useState } from 'react';
import { shownDay } from '../fields';
import { focusFirstInvalid } from '../parts/focus-invalid';
import {
  INSTALMENT_COUNTS,
  INSTALMENT_GAPS,
  type InstalmentForm,
  instalmentRows,
  planInstalments,
} from './instalment-plan';
import type { ParticularDraft } from './structure-draft';

/**
 * The instalment plan helper: one charge (Tuition, ₹48,000) split into N instalments due every
 * month, two, three or six months from a first due date, exact to the paisa (the first ones take
 * the paise left over). The plan is shown before it is added to the particulars.
 */
export function InstalmentDialog(props: {
  open: boolean;
  onClose: () => void;
  onSplit: (rows: ParticularDraft[]) => void;
}) {
  const titleId = useId();
  const [form, setForm] = useState<InstalmentForm>({
    name: '',
    total: '',
    count: '4',
    firstDueDate: '',
    monthsApart: '3',
  });
  const [shown, setShown] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const plan = planInstalments(form);
  const set = (change: Partial<InstalmentForm>) => setForm((f) => ({ ...f, ...change }));
  const error = (key: keyof InstalmentForm) => (shown && !plan.ok ? plan.errors[key] : undefined);

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Instalment plan</DialogTitle>
      <DialogContent ref={content} sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Charge"
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
          error={!!error('name')}
          helperText={error('name') ?? 'For example: Tuition fee'}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          label="Total amount"
          value={form.total}
          onChange={(e) => set({ total: e.target.value })}
          error={!!error('total')}
          helperText={error('total')}
          required
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 14 },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <TextField
            select
            label="Instalments"
            value={form.count}
            onChange={(e) => set({ count: e.target.value })}
          >
            {INSTALMENT_COUNTS.map((n) => (
              <MenuItem key={n} value={String(n)}>
                {n}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Due every"
            value={form.monthsApart}
            onChange={(e) => set({ monthsApart: e.target.value })}
          >
            {INSTALMENT_GAPS.map((g) => (
              <MenuItem key={g.months} value={String(g.months)}>
                {g.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField
          label="First due date"
          type="date"
          value={form.firstDueDate}
          onChange={(e) => set({ firstDueDate: e.target.value })}
          error={!!error('firstDueDate')}
          helperText={error('firstDueDate')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {plan.ok ? (
          <Box component="section" aria-label="The plan">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              The plan
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {plan.instalments.map((i) => (
                <li key={i.name}>
                  {i.name}: {formatRupees(i.amountPaise)}, due {shownDay(i.dueDate)}
                </li>
              ))}
            </Box>
          </Box>
        ) : (
          shown && <Alert severity="error">Check the fields above.</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            setShown(true);
            if (plan.ok) props.onSplit(instalmentRows(plan.instalments));
            else focusFirstInvalid(content.current);
          }}
        >
          Add instalments
        </Button>
      </DialogActions>
    </Dialog>
  );
}
