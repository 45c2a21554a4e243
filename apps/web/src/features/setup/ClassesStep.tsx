import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NURSERY_TO_CLASS_10 } from '@shala/shared';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useClassChanges, useClasses } from '../groups';
import { groupByLevel, parseSections } from './class-levels';
import { StepNav } from './StepNav';

/** Step 3: levels with their sections ("Class 1" with A and B); one click adds Nursery to Class 10. */
export function ClassesStep(props: { groupId: string; onBack: () => void; onNext: () => void }) {
  const classes = useClasses(props.groupId);
  const changes = useClassChanges(props.groupId);
  const [level, setLevel] = useState('');
  const [sections, setSections] = useState('A');
  const [levelError, setLevelError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = groupByLevel(classes.data ?? []);
  const existing = new Set(rows.map((r) => r.level.toLowerCase()));

  const addLevel = async (name: string, list: string[]) =>
    changes.add.mutateAsync({ level: name, sections: list });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = level.trim();
    if (!name) {
      setLevelError('Please enter a level, for example Class 1.');
      return;
    }
    if (name.length > 40) {
      setLevelError('A level can be at most 40 characters.');
      return;
    }
    setLevelError(null);
    setBusy(true);
    try {
      await addLevel(name, parseSections(sections));
      showSnack({ message: `${name} added.`, severity: 'success' });
      setLevel('');
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const addStandardLevels = async () => {
    const missing = NURSERY_TO_CLASS_10.filter((l) => !existing.has(l.toLowerCase()));
    setBusy(true);
    try {
      for (const name of missing) await addLevel(name, parseSections(sections));
      showSnack({
        message: missing.length ? `Added ${missing.length} levels.` : 'Those levels are all there.',
        severity: 'success',
      });
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const removeClass = async (id: string, name: string) => {
    try {
      await changes.remove.mutateAsync(id);
      showSnack({ message: `${name} removed.`, severity: 'success' });
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
  };

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Add each level with its sections. A level without sections is one class.
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label="Add a level"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          label="Level"
          placeholder="Class 1"
          value={level}
          onChange={(e) => setLevel(e.target.value)}
          error={!!levelError}
          helperText={levelError ?? 'For example Nursery, LKG, Class 1'}
        />
        <TextField
          label="Sections"
          placeholder="A, B"
          value={sections}
          onChange={(e) => setSections(e.target.value)}
          helperText="Letters separated by commas; leave empty for none"
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={busy}
          sx={{ mt: { sm: 1 } }}
        >
          Add level
        </Button>
      </Box>
      <Button
        sx={{ mt: 1.5 }}
        variant="outlined"
        startIcon={<PlaylistAddIcon />}
        onClick={addStandardLevels}
        disabled={busy}
      >
        Add Nursery to Class 10
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Adds the levels that are missing, each with the sections typed above.
      </Typography>
      {busy ? (
        <CircularProgress size={22} sx={{ ml: 2, verticalAlign: 'middle' }} aria-label="Saving" />
      ) : null}

      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1, fontSize: '1.1rem' }}>
        Classes ({classes.data?.length ?? 0})
      </Typography>
      {classes.isPending ? <CircularProgress size={28} aria-label="Loading classes" /> : null}
      {classes.isError ? (
        <Alert severity="error">Classes could not be loaded: {errorMessage(classes.error)}</Alert>
      ) : null}
      {classes.isSuccess && rows.length === 0 ? (
        <Alert severity="info">No classes yet.</Alert>
      ) : null}
      <List aria-label="Classes by level" disablePadding>
        {rows.map((row) => (
          <ListItem key={row.level} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText primary={row.level} sx={{ flex: '0 0 120px' }} />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {row.classes.map((c) => (
                <Chip
                  key={c.id}
                  label={c.section ?? c.name}
                  aria-label={`${c.name}: press Delete to remove`}
                  onDelete={() => removeClass(c.id, c.name)}
                />
              ))}
            </Stack>
          </ListItem>
        ))}
      </List>
      <StepNav onBack={props.onBack} onNext={props.onNext} />
    </Box>
  );
}
