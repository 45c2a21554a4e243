import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GradeChange } from '@shala/shared';
import { shownDateTime } from '../../../core/format';
import { shownMarks } from './exam-rules';

/** The answer's columns on a wide screen: its log beside it when there is one. */
export const beside = (changes: readonly GradeChange[]) =>
  changes.length > 0 ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)';

/** The changes of a mark after evaluation, newest first: who, when, old → new, why. */
export function GradeChangeLog({ changes }: { changes: readonly GradeChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Box component="section" aria-label="Changes of these marks" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4">
        Changes after evaluation
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {changes.map((c) => (
          <Typography component="li" variant="body2" key={c.id} sx={{ overflowWrap: 'anywhere' }}>
            {shownDateTime(c.changedAt)}, {c.changedBy}: {shownMarks(c.oldMarks)} →{' '}
            {shownMarks(c.newMarks)}. {c.reason}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
