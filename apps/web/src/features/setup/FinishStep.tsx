import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type InstituteDetails, instituteHasImage } from '@shala/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useAcademicSessions } from '../academic';
import { useClasses } from '../groups';
import { useCompleteSetup } from '../institutes';
import { useRoles } from '../roles';
import { groupByLevel } from './class-levels';
import { StepNav } from './StepNav';

/** Step 5: what is set up, and "Finish setup", which records it and opens the dashboard. */
export function FinishStep(props: {
  groupId: string;
  details: InstituteDetails;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const sessions = useAcademicSessions(props.groupId).data ?? [];
  const classes = useClasses(props.groupId).data ?? [];
  const roles = useRoles(props.groupId).data ?? [];
  const complete = useCompleteSetup(props.groupId);
  const [failure, setFailure] = useState<string | null>(null);
  const active = sessions.find((s) => s.activeStatus === 'true');
  const levels = groupByLevel(classes);
  const { details } = props;
  const contact = [details.phone, details.email, details.website].filter(Boolean).length;

  const items: { done: boolean; primary: string; secondary: string }[] = [
    {
      done: true,
      primary: details.name,
      secondary: contact ? `${contact} of 3 contact details given` : 'No contact details yet',
    },
    {
      done: instituteHasImage(details.imageLocation),
      primary: 'Logo',
      secondary: instituteHasImage(details.imageLocation)
        ? 'Uploaded'
        : 'Not uploaded (a default image is shown)',
    },
    {
      done: !!active,
      primary: `${sessions.length} ${sessions.length === 1 ? 'session' : 'sessions'}`,
      secondary: active ? `Active: ${active.name}` : 'No active session',
    },
    {
      done: classes.length > 0,
      primary: `${classes.length} ${classes.length === 1 ? 'class' : 'classes'} in ${levels.length} ${levels.length === 1 ? 'level' : 'levels'}`,
      secondary: levels.length
        ? levels.map((l) => l.level).join(', ')
        : 'Add classes before admitting students',
    },
    {
      done: roles.length > 0,
      primary: `${roles.length} roles`,
      secondary: 'Change them in group management',
    },
  ];

  const finish = async () => {
    setFailure(null);
    try {
      await complete.mutateAsync();
      showSnack({ message: 'Your institute is set up.', severity: 'success' });
      navigate('/');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Everything below is saved. You can change any of it later.
      </Typography>
      <List aria-label="Setup summary">
        {items.map((item) => (
          <ListItem key={item.primary} divider>
            <ListItemIcon sx={{ minWidth: 40 }}>
              {item.done ? (
                <CheckCircleOutlineIcon color="success" titleAccess="Done" />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" titleAccess="Not yet" />
              )}
            </ListItemIcon>
            <ListItemText primary={item.primary} secondary={item.secondary} />
          </ListItem>
        ))}
      </List>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <StepNav
        onBack={props.onBack}
        onNext={finish}
        nextLabel="Finish setup"
        busy={complete.isPending}
      />
    </Box>
  );
}
