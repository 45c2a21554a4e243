import Box from '@mui/material/Box';
import ComingSoonView from '../../shell/ComingSoonView';

/** Spec §2.2 exam/{examName}/{Id}/{groupId}: the Examination screen comes with the exam issue. */
export default function ExamWindowPage() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', px: 2, bgcolor: 'background.default' }}>
      <ComingSoonView />
    </Box>
  );
}
