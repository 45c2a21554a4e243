import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { shownDateTime } from '../../../core/format';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { shownMarks } from './exam-rules';
import { useGradeChanges } from './marking-api';

/** Every change of marks after evaluation in this exam, newest first: read when opened. */
export function GradeChangesPanel({ groupId, taskId }: { groupId: string; taskId: string }) {
  const [open, setOpen] = useState(false);
  const log = useGradeChanges(groupId, taskId, open);
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      variant="outlined"
      disableGutters
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" sx={{ fontWeight: 600 }}>
          Grade-change log
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {log.isPending ? (
          <Loading label="Loading the log…" />
        ) : log.isError ? (
          <LoadError error={log.error} onRetry={() => log.refetch()} />
        ) : log.data.items.length === 0 ? (
          <EmptyState>No marks have changed after evaluation.</EmptyState>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
            {log.data.items.map((c) => (
              <Typography
                component="li"
                variant="body2"
                key={c.id}
                sx={{ overflowWrap: 'anywhere' }}
              >
                <strong>{c.fullName}</strong>
                {c.question
                  ? `, “${c.question.length > 60 ? `${c.question.slice(0, 59)}…` : c.question}”`
                  : ''}
                : {shownMarks(c.oldMarks)} → {shownMarks(c.newMarks)} by {c.changedBy},{' '}
                {shownDateTime(c.changedAt)}. {c.reason}
              </Typography>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
