import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useShellUser } from '../../core/shell-user';
import { ClassSubjects } from './ClassSubjects';
import { SubjectList } from './SubjectList';

/**
 * /subjects: the default institute's subject list (started with the usual subjects, which the
 * admin edits), and each class's subjects with their teachers (issue 24 §0). For those holding
 * manageSubjects; teachers see theirs on the dashboard.
 */
export default function SubjectsPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Subjects
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The institute's subjects, and who teaches each subject in each class.
      </Typography>
      {!instituteId ? (
        <Alert severity="info">Choose a default institute in the right panel.</Alert>
      ) : (
        <>
          <SubjectList instituteId={instituteId} />
          <ClassSubjects instituteId={instituteId} />
        </>
      )}
    </Box>
  );
}
