import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@shala/shared';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { daysOfEntry, longDay, whenOf } from './calendar-dates';
import { KIND_LOOK } from './entry-kinds';

/** One entry's details, with where it leads (the exam, the fees, the to-do) and Edit when it may. */
export function EntryDialog(props: {
  entry: CalendarEntry;
  onClose: () => void;
  onEdit: (e: CalendarEntry) => void;
}) {
  const { entry } = props;
  const titleId = useId();
  const [first] = daysOfEntry(entry);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{entry.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: KIND_LOOK[entry.kind].colour, fontWeight: 600 }}>
          {KIND_LOOK[entry.kind].label}
        </Typography>
        <Typography>
          {longDay(first)}, {whenOf(entry)}
        </Typography>
        {entry.location && <Typography>Place: {entry.location}</Typography>}
        {entry.description && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{entry.description}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        {entry.target && (
          <Button component={RouterLink} to={entry.target}>
            Open
          </Button>
        )}
        {entry.editableId && <Button onClick={() => props.onEdit(entry)}>Edit</Button>}
        <Button onClick={props.onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
