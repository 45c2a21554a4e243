import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AttemptSummary, ExamSetup } from '@shala/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { ATTEMPT_STATUS_LABEL, isMarkable } from './marking-rules';
import { StudentMarkingPanel } from './StudentMarkingPanel';

/** The submitted attempts as a list; the chosen one's answers beside it. */
export function MarkByStudent(props: {
  groupId: string;
  setup: ExamSetup;
  attempts: readonly AttemptSummary[];
  selected: string | null;
  onSelect: (userProfileId: string) => void;
}) {
  const markable = props.attempts.filter((a) => isMarkable(a.status));
  const waiting = props.attempts.length - markable.length;
  const chosen = markable.find((a) => a.userProfileId === props.selected) ?? null;
  if (markable.length === 0) {
    return (
      <EmptyState>
        Nobody has submitted yet. Answers can be marked once an attempt is submitted (or closed at
        its end).
      </EmptyState>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
        <List
          dense
          aria-label="Submitted attempts"
          sx={{ maxHeight: { md: 560 }, overflowY: 'auto' }}
        >
          {markable.map((a) => (
            <ListItem disablePadding key={a.userProfileId}>
              <ListItemButton
                selected={a.userProfileId === props.selected}
                aria-current={a.userProfileId === props.selected ? 'true' : undefined}
                onClick={() => props.onSelect(a.userProfileId)}
              >
                <ListItemText
                  primary={a.fullName}
                  secondary={`${ATTEMPT_STATUS_LABEL[a.status]}${a.toMark > 0 ? ` · ${a.toMark} to mark` : ''}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {waiting > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
            {waiting} {waiting === 1 ? 'student has' : 'students have'} not submitted.
          </Typography>
        )}
      </Box>
      {chosen ? (
        <StudentMarkingPanel groupId={props.groupId} setup={props.setup} attempt={chosen} />
      ) : (
        <EmptyState>Choose a student to mark their answers.</EmptyState>
      )}
    </Box>
  );
}
