import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatRupees } from '@shala/shared';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { ListBody, SearchField } from '../../../ui/PagedList';
import { useConcessions, useFeeChanges } from '../api';
import { percentText } from '../fields';
import { focusFirstInvalid } from '../parts/focus-invalid';
import { StudentPages, useStudentSearch } from '../parts/student-search';
import {
  type ConcessionErrors,
  type ConcessionForm,
  checkConcession,
  EMPTY_CONCESSION,
  REASON_LIMITS,
} from './concession-form';
import type { Concession, FeeStructure } from './structure-view';

const KIND_LABELS: Record<Concession['kind'], string> = {
  SIBLING: 'Sibling',
  STAFF_CHILD: 'Staff child',
  MANUAL: 'Given by hand',
};

const shareText = (c: Concession) =>
  c.basisPoints !== undefined
    ? `${percentText(c.basisPoints)}%`
    : c.amountPaise !== undefined
      ? formatRupees(c.amountPaise)
      : '';

/**
 * A structure's concessions: the sibling and staff-child ones its rules gave, and those given by
 * hand, each with its reason. A new one needs a student, a percentage or an amount, and a reason.
 */
export function ConcessionsDialog(props: {
  open: boolean;
  classId: string;
  sessionId: string;
  structure: FeeStructure;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const concessions = useConcessions(props.classId, props.structure.id, props.open);
  const { addConcession, removeConcession } = useFeeChanges();
  const [form, setForm] = useState<ConcessionForm>(EMPTY_CONCESSION);
  const [errors, setErrors] = useState<ConcessionErrors>({});
  const content = useRef<HTMLDivElement>(null);
  const search = useStudentSearch(props.classId, props.sessionId, props.open);
  const set = (change: Partial<ConcessionForm>) => setForm((f) => ({ ...f, ...change }));
  const busy = addConcession.isPending || removeConcession.isPending;

  const add = () => {
    const checked = checkConcession(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(content.current);
      return;
    }
    setErrors({});
    addConcession.mutate(
      { groupId: props.classId, structureId: props.structure.id, ...checked.input },
      {
        onSuccess: (message) => {
          showSnack({ message: message ?? 'Concession saved.', severity: 'success' });
          setForm(EMPTY_CONCESSION);
        },
      },
    );
  };

  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Concessions of {props.structure.name}</DialogTitle>
      <DialogContent ref={content} dividers sx={{ display: 'grid', gap: 2 }}>
        <ListBody
          isPending={concessions.isPending}
          error={concessions.error}
          empty={concessions.data?.length === 0}
          emptyText="No concessions yet."
        >
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {concessions.data?.map((c) => (
              <Box
                component="li"
                key={c.id}
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'center',
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {c.fullName} · {shareText(c)}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {KIND_LABELS[c.kind]}
                    {c.reason ? `: ${c.reason}` : ''}
                  </Typography>
                </Box>
                {c.kind === 'MANUAL' && (
                  <IconButton
                    aria-label={`Remove the concession of ${c.fullName}`}
                    disabled={busy}
                    onClick={() => removeConcession.mutate({ groupId: props.classId, id: c.id })}
                  >
                    <DeleteOutlined />
                  </IconButton>
                )}
              </Box>
            ))}
          </Box>
        </ListBody>
        <Box
          component="section"
          aria-labelledby={`${titleId}-new`}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Typography
            id={`${titleId}-new`}
            variant="h4"
            component="h3"
            sx={{ fontSize: '1.05rem', fontWeight: 600 }}
          >
            Give a concession
          </Typography>
          <SearchField label="Search students" value={search.text} onChange={search.setText} />
          <TextField
            select
            label="Student"
            value={
              search.students?.some((s) => s.profileId === form.userProfileId)
                ? form.userProfileId
                : ''
            }
            onChange={(e) => set({ userProfileId: e.target.value })}
            error={!!errors.userProfileId}
            helperText={
              errors.userProfileId ?? (search.isPending ? 'Loading students…' : undefined)
            }
            required
          >
            {search.students?.map((s) => (
              <MenuItem key={s.profileId} value={s.profileId}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <StudentPages search={search} />
          <RadioGroup
            row
            aria-label="Concession by"
            value={form.by}
            onChange={(e) => set({ by: e.target.value === 'amount' ? 'amount' : 'percent' })}
          >
            <FormControlLabel value="percent" control={<Radio />} label="Percentage" />
            <FormControlLabel value="amount" control={<Radio />} label="Fixed amount" />
          </RadioGroup>
          {form.by === 'percent' ? (
            <TextField
              label="Percentage"
              value={form.percent}
              onChange={(e) => set({ percent: e.target.value })}
              error={!!errors.percent}
              helperText={errors.percent}
              required
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 6 },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          ) : (
            <TextField
              label="Amount"
              value={form.amount}
              onChange={(e) => set({ amount: e.target.value })}
              error={!!errors.amount}
              helperText={errors.amount}
              required
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 14 },
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              }}
            />
          )}
          <TextField
            label="Reason"
            value={form.reason}
            onChange={(e) => set({ reason: e.target.value })}
            error={!!errors.reason}
            helperText={errors.reason ?? 'Required: why the student is let off, for the record.'}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: REASON_LIMITS.max } }}
          />
          {(addConcession.error || removeConcession.error) && (
            <Alert severity="error">
              {errorMessage(addConcession.error ?? removeConcession.error)}
            </Alert>
          )}
          <Box>
            <Button variant="contained" onClick={add} disabled={busy}>
              {addConcession.isPending ? 'Giving…' : 'Give concession'}
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
