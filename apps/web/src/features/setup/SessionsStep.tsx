import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SessionsPanel } from '../academic';
import { StepNav } from './StepNav';

/** Step 2: the institute's sessions (the first was made with the institute); add, set active. */
export function SessionsStep(props: { groupId: string; onBack: () => void; onNext: () => void }) {
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The first session was created with the institute. Add the next academic year now or later,
        and choose which one is active: new admissions and class lists use the active session.
      </Typography>
      <SessionsPanel
        groupId={props.groupId}
        canManage
        heading="Academic sessions"
        headingLevel="h3"
      />
      <StepNav onBack={props.onBack} onNext={props.onNext} />
    </Box>
  );
}
