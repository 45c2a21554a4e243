import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { useEventChanges, useSchoolEvents } from './api';
import { eventDates } from './calendar-dates';

/**
 * The institute's coming school events for those who keep them (disableEvent): each with whom
 * it is for, and the hidden ones, which no calendar shows, with Show again.
 */
export function SchoolEventsPanel(props: { instituteId: string }) {
  const events = useSchoolEvents(props.instituteId, true);
  const changes = useEventChanges();
  const show = async (id: string) => {
    try {
      const done = await changes.disableSchool.mutateAsync({
        groupId: props.instituteId,
        id,
        disabled: false,
      });
      showSnack({ message: done.message, severity: 'success' });
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
  };
  return (
    <Box
      component="section"
      aria-labelledby="school-events"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="school-events" component="h2" variant="h6">
        Coming school events
      </Typography>
      {events.isError ? (
        <LoadError error={events.error} onRetry={() => events.refetch()} />
      ) : events.data?.length === 0 ? (
        <EmptyState>No school event is planned. Add one with Add event.</EmptyState>
      ) : (
        <List dense>
          {(events.data ?? []).map((e) => (
            <ListItem
              key={e.id}
              divider
              secondaryAction={
                e.disabled ? (
                  <Button size="small" onClick={() => show(e.id)}>
                    Show again
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={`${e.title}${e.disabled ? ' (hidden)' : ''}`}
                secondary={`${eventDates(e)} · ${
                  e.classes.length === 0
                    ? 'Whole institute'
                    : e.classes.map((c) => c.name).join(', ')
                }`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
