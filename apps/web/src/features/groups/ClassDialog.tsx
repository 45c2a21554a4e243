import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ClassData, classCreateSchema, className, classUpdateSchema } from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useClassChanges } from './api';
import { parseSections } from './rules';

/**
 * Add classes (a level and its sections: "Class 5" with "A, B" makes Class 5 A and Class 5 B)
 * or edit one class's level and section.
 */
export function ClassDialog(props: {
  instituteId: string;
  open: boolean;
  editing: ClassData | null;
  onClose: () => void;
}) {
  const { add, change } = useClassChanges(props.instituteId);
  const titleId = useId();
  const [level, setLevel] = useState('');
  const [sections, setSections] = useState('');
  const [error, setError] = useState<string | null>(null);
  const editing = props.editing;

  useEffect(() => {
    if (!props.open) return;
    setLevel(editing?.level ?? editing?.name ?? '');
    setSections(editing?.section ?? '');
    setError(null);
  }, [props.open, editing]);

  const list = parseSections(sections);
  const preview = editing
    ? className(level || '…', list[0] ?? null)
    : (list.length > 0 ? list : [null]).map((s) => className(level || '…', s)).join(', ');
  const busy = add.isPending || change.isPending;

  const submit = () => {
    setError(null);
    if (editing) {
      const parsed = classUpdateSchema.safeParse({ level, section: list[0] ?? null });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
      if (list.length > 1) return setError('A class has one section. Enter just one.');
      change.mutate(
        { classId: editing.id, input: { level, section: list[0] ?? null } },
        {
          onSuccess: (row) => {
            showSnack({ message: `${row.name} was saved.`, severity: 'success' });
            props.onClose();
          },
          onError: (e) => setError(errorMessage(e)),
        },
      );
      return;
    }
    const parsed = classCreateSchema.safeParse({ level, sections: list });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    add.mutate(
      { level, sections: list },
      {
        onSuccess: (rows) => {
          const names = rows.map((r) => r.name).join(', ');
          showSnack({
            message: rows.length === 1 ? `${names} was added.` : `${names} were added.`,
            severity: 'success',
          });
          props.onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{editing ? `Edit ${editing.name}` : 'Add classes'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Class"
            placeholder="Class 5"
            value={level}
            onChange={(e) => setLevel(e.target.value)}
            required
            autoFocus
            helperText="For example Nursery, LKG, Class 5."
          />
          <TextField
            label={editing ? 'Section' : 'Sections'}
            placeholder={editing ? 'A' : 'A, B, C'}
            value={sections}
            onChange={(e) => setSections(e.target.value)}
            helperText={
              editing
                ? 'Leave empty for a class without sections.'
                : 'Separate sections with commas. Leave empty for one class without sections.'
            }
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {editing ? 'New name: ' : 'Classes to add: '}
            <strong>{preview}</strong>
          </Typography>
          {error && (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {editing ? 'Save' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
