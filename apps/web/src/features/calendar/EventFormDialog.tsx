import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CalendarEntry } from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useAttempt } from '../../core/use-attempt';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useClasses } from '../groups';
import { useEventChanges, useSchoolEvent } from './api';
import {
  blankForm,
  type EventForm,
  formOf,
  personalBody,
  schoolBody,
  withAllDay,
} from './event-form';

/** Where a school event may be made: the institute (any classes of it) or one class alone. */
export type SchoolPlace = { groupId: string; instituteWide: boolean; className?: string };

/**
 * Add or change an event: a personal one, or (for createEvent holders) a school event for the
 * institute or chosen classes. The server's refusal stays in the dialog beside what was typed.
 * Full screen on a phone.
 */
export function EventFormDialog(props: {
  day: string;
  editing: CalendarEntry | null;
  school: SchoolPlace | null;
  instituteId: string;
  onClose: () => void;
}) {
  const editing = props.editing;
  const schoolEdit = editing?.kind === 'EVENT' ? editing.editableId : null;
  // Where the school event is changed: the institute, or its class for its class teacher.
  const editIn = editing?.editIn ?? props.instituteId;
  const keeper = editIn === props.instituteId;
  const existing = useSchoolEvent(editIn, schoolEdit);
  const [whose, setWhose] = useState<'PERSONAL' | 'SCHOOL'>(schoolEdit ? 'SCHOOL' : 'PERSONAL');
  const [form, setForm] = useState<EventForm>(editing ? formOf(editing) : blankForm(props.day));
  const [classesSet, setClassesSet] = useState(false);
  if (schoolEdit && existing.data && !classesSet) {
    setClassesSet(true);
    setForm((f) => ({ ...f, classIds: existing.data.classes.map((c) => c.id) }));
  }
  const { failure, setFailure, attempt } = useAttempt();
  const [confirming, setConfirming] = useState(false);
  const changes = useEventChanges();
  const classes = useClasses(
    props.instituteId,
    whose === 'SCHOOL' && !!props.school?.instituteWide,
  );
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const set = (patch: Partial<EventForm>) => setForm((f) => ({ ...f, ...patch }));
  const busy = Object.values(changes).some((m) => m.isPending);
  const groupId = schoolEdit ? editIn : (props.school?.groupId ?? '');

  const saveWith = async () => {
    const id = editing?.editableId;
    if (whose === 'SCHOOL') {
      const parsed = schoolBody(form, groupId);
      if (!parsed.success) return parsed.error.issues[0]?.message;
      const body = parsed.data;
      return id
        ? changes.changeSchool.mutateAsync({ ...body, id })
        : changes.addSchool.mutateAsync(body);
    }
    const parsed = personalBody(form);
    if (!parsed.success) return parsed.error.issues[0]?.message;
    return id
      ? changes.changePersonal.mutateAsync({ ...parsed.data, id })
      : changes.addPersonal.mutateAsync(parsed.data);
  };
  const save = () =>
    attempt(async () => {
      const saved = await saveWith();
      if (typeof saved !== 'object') return setFailure(saved ?? 'Please check the form.');
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    });
  const remove = async () => {
    const id = editing?.editableId;
    if (!id) return;
    try {
      const done = schoolEdit
        ? await changes.removeSchool.mutateAsync({ groupId: editIn, id })
        : await changes.removePersonal.mutateAsync(id);
      showSnack({ message: done.message, severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
      setConfirming(false);
    }
  };
  const hide = async () => {
    if (!schoolEdit) return;
    try {
      const done = await changes.disableSchool.mutateAsync({
        groupId: editIn,
        id: schoolEdit,
        disabled: true,
      });
      showSnack({ message: done.message, severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const timeType = form.allDay ? 'date' : 'datetime-local';
  const classOptions = classes.data ?? [];
  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{editing ? 'Change event' : 'Add event'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.school && !editing && (
            <TextField
              select
              label="Whose event"
              value={whose}
              onChange={(e) => setWhose(e.target.value as 'PERSONAL' | 'SCHOOL')}
            >
              <MenuItem value="PERSONAL">Personal (only you see it)</MenuItem>
              <MenuItem value="SCHOOL">
                {props.school.instituteWide
                  ? 'School event'
                  : `School event for ${props.school.className ?? 'your class'}`}
              </MenuItem>
            </TextField>
          )}
          <TextField
            label="Title"
            required
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.allDay}
                onChange={(e) => setForm((f) => withAllDay(f, e.target.checked))}
              />
            }
            label="All day"
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={form.allDay ? 'First day' : 'Starts'}
              type={timeType}
              required
              value={form.start}
              onChange={(e) => set({ start: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="Indian time"
            />
            <TextField
              label={form.allDay ? 'Last day' : 'Ends'}
              type={timeType}
              required
              value={form.end}
              onChange={(e) => set({ end: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <TextField
            label="Place"
            value={form.location}
            onChange={(e) => set({ location: e.target.value })}
          />
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          {whose === 'SCHOOL' && (schoolEdit ? keeper : props.school?.instituteWide) && (
            <Autocomplete
              multiple
              options={classOptions.map((c) => c.id)}
              getOptionLabel={(id) =>
                classOptions.find((c) => c.id === id)?.name ??
                existing.data?.classes.find((c) => c.id === id)?.name ??
                id
              }
              value={form.classIds}
              onChange={(_e, ids) => set({ classIds: ids })}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="For classes"
                  helperText="None chosen: the whole institute."
                />
              )}
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {editing && (
          <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
            Delete
          </Button>
        )}
        {schoolEdit && keeper && (
          <Button onClick={hide} disabled={busy}>
            Hide from calendars
          </Button>
        )}
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Save
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${form.title || 'this event'}?`}
        text="It leaves every calendar that shows it."
        confirmLabel="Delete"
        busy={busy}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
