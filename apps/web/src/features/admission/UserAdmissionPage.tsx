import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADMISSION_STATUS_LABELS } from '@shala/shared';
import { useParams } from 'react-router';
import { errorMessage } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { useProfiles } from '../profiles';
import { useMyApplications, useOpenInstitute } from './api';
import { formatWhen, STATUS_COLOURS } from './format';
import { UserAdmissionForm } from './UserAdmissionForm';

/** /user-admission/:groupId: apply to an institute while signed in, and follow the applications. */
export default function UserAdmissionPage() {
  const { groupId = '' } = useParams();
  const user = useShellUser();
  const target = useOpenInstitute(groupId);
  const profiles = useProfiles();
  const mine = useMyApplications();
  const institute = target.data?.institute;
  const session = institute?.activeSession;
  const classes = target.data?.classes ?? [];

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Admission
      </Typography>
      {target.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(target.error)}
        </Alert>
      )}
      {target.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      )}
      {institute && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="apply-h"
          sx={{ p: 2, mb: 3 }}
        >
          <Typography id="apply-h" component="h2" variant="h5">
            {institute.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {session ? `Session: ${session.name}` : 'This institute has no active session.'}
          </Typography>
          {!session ? null : classes.some((c) => c.admissionConfigSet) ? (
            profiles.data ? (
              <UserAdmissionForm
                instituteId={institute.id}
                extraFields={institute.extraFields}
                sessionId={session.id}
                classes={classes}
                profiles={profiles.data}
                email={user.email ?? ''}
              />
            ) : (
              <CircularProgress aria-label="Loading" />
            )
          ) : (
            <Alert severity="info">{institute.name} is not taking admissions online now.</Alert>
          )}
        </Paper>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="mine-h" sx={{ p: 2 }}>
        <Typography id="mine-h" component="h2" variant="h6" sx={{ mb: 1 }}>
          My applications
        </Typography>
        {mine.isError && <Alert severity="error">{errorMessage(mine.error)}</Alert>}
        {mine.data && mine.data.length === 0 && (
          <Typography color="text.secondary">You have not applied anywhere yet.</Typography>
        )}
        {mine.data && mine.data.length > 0 && (
          <List disablePadding>
            {mine.data.map((a, i) => (
              <ListItem
                key={a.id}
                divider={i < mine.data.length - 1}
                sx={{ gap: 1, flexWrap: 'wrap', px: 0 }}
              >
                <ListItemText
                  primary={`${a.fullName}: ${a.className}, ${a.instituteName}`}
                  secondary={`Session ${a.sessionName} · applied ${formatWhen(a.createdAt)}${a.decisionReason ? ` · ${a.decisionReason}` : ''}`}
                  sx={{ flex: '1 1 240px', minWidth: 0 }}
                />
                <Chip
                  size="small"
                  color={STATUS_COLOURS[a.status]}
                  label={ADMISSION_STATUS_LABELS[a.status]}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
