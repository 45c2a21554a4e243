import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { EMPTY_STATES } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../core/http';
import { useShellUser } from '../../../core/shell-user';
import { showSnack } from '../../../core/snackbar-queue';
import { useMyGroups } from '../../groups';
import { usePermission } from '../../permissions';
import { useSetDefaultGroup } from '../../profiles';
import { LinkedProfiles } from './LinkedProfiles';
import { NotificationToggles } from './NotificationToggles';
import { panelGroups } from './panel-groups';
import { Empty, GroupLabel, Section, verifyNotice } from './parts';

/**
 * The quick panel's first tab (spec §2.4): institutes with the default-institute checkbox,
 * classes with the default-class radio, Linked Profiles, notification settings.
 */
export function SettingsTab({ onNavigate }: { onNavigate: () => void }) {
  const user = useShellUser();
  const verified = user.verified === 'VERIFIED';
  const mine = useMyGroups();
  const setInstitute = useSetDefaultGroup('institute');
  const setClass = useSetDefaultGroup('class');
  const { institutes, classes } = panelGroups(mine.data);
  const groupsState = mine.isError
    ? errorMessage(mine.error)
    : mine.isPending
      ? 'Loading…'
      : undefined;
  const mayChangeGroup = usePermission('updateUserProfileDefaultGroup');

  const guarded = (run: () => void) => {
    if (!verified) return verifyNotice();
    if (!mayChangeGroup) return;
    run();
  };
  const onError = (error: unknown) => showSnack(errorMessage(error));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {!verified && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to="/verify-account"
              onClick={onNavigate}
            >
              Verify
            </Button>
          }
        >
          {EMPTY_STATES.verifyProfile}
        </Alert>
      )}
      <Box>
        <Section title="Institutes">
          {groupsState ? (
            <Empty>{groupsState}</Empty>
          ) : institutes.length === 0 ? (
            <Empty>{EMPTY_STATES.noInstitute}</Empty>
          ) : (
            institutes.map((group) => (
              <FormControlLabel
                key={group.id}
                sx={{ display: 'flex' }}
                label={<GroupLabel group={group} />}
                control={
                  <Checkbox
                    checked={group.id === user.defaultInstituteId}
                    disabled={setInstitute.isPending || (verified && !mayChangeGroup)}
                    slotProps={{ input: { 'aria-label': `Default institute: ${group.label}` } }}
                    onChange={() =>
                      guarded(() => {
                        if (group.id !== user.defaultInstituteId) {
                          setInstitute.mutate(group.id, { onError });
                        }
                      })
                    }
                  />
                }
              />
            ))
          )}
        </Section>
        <Section title="Levels/Classes">
          {groupsState ? (
            <Empty>{groupsState}</Empty>
          ) : classes.length === 0 ? (
            <Empty>{EMPTY_STATES.noClass}</Empty>
          ) : (
            <RadioGroup
              aria-label="Default class"
              value={user.defaultClassId ?? ''}
              onChange={(_, value) => guarded(() => setClass.mutate(value, { onError }))}
            >
              {classes.map((group) => (
                <FormControlLabel
                  key={group.id}
                  value={group.id}
                  label={<GroupLabel group={group} />}
                  disabled={setClass.isPending || (verified && !mayChangeGroup)}
                  control={<Radio />}
                />
              ))}
            </RadioGroup>
          )}
        </Section>
        <Section title="Linked Profiles">
          <LinkedProfiles />
        </Section>
        <Section title="Notification settings">
          <NotificationToggles verified={verified} />
        </Section>
      </Box>
    </Box>
  );
}
