import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GatePassView } from '@shala/shared';
import { awaitingMe } from '../pass-rules';
import type { Deciding } from './DecisionDialog';

/** Approve / Decline for each child of the pass who waits for the caller. */
export function Decisions(props: { pass: GatePassView; onDecide: (deciding: Deciding) => void }) {
  const waiting = awaitingMe(props.pass);
  if (waiting.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {waiting.map((student) => (
        <Box key={student.profileId} sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {props.pass.collector.name} may collect {student.name} only if you approve.
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="success"
              onClick={() => props.onDecide({ pass: props.pass, student, approve: true })}
              aria-label={`Approve gate pass ${props.pass.number} for ${student.name}`}
            >
              Approve
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => props.onDecide({ pass: props.pass, student, approve: false })}
              aria-label={`Decline gate pass ${props.pass.number} for ${student.name}`}
            >
              Decline
            </Button>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
