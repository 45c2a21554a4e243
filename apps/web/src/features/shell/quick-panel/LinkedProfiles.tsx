import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { useShellUser } from '../../../core/shell-user';
import { showSnack } from '../../../core/snackbar-queue';
import { usePermission } from '../../permissions';
import { switchProfile, useProfiles } from '../../profiles';
import { linkedProfilesInOrder } from './linked-profiles';
import { Empty, verifyNotice } from './parts';

/**
 * Spec §2.4 Linked Profiles with the default-profile checkbox: ticking another profile switches
 * to it (spec §4). The order stays put across switches; the acting profile is marked.
 */
export function LinkedProfiles() {
  const user = useShellUser();
  const verified = user.verified === 'VERIFIED';
  const profiles = useProfiles();
  const [switching, setSwitching] = useState(false);
  const mayChangeProfile = usePermission('settingDefaultProfileId');

  const choose = (profileId: string) => {
    if (!verified) return verifyNotice();
    if (!mayChangeProfile || profileId === user.userProfileId) return;
    setSwitching(true);
    switchProfile(profileId, user).catch((error: unknown) => {
      setSwitching(false);
      showSnack(errorMessage(error));
    });
  };

  if (profiles.isError) return <Empty>{errorMessage(profiles.error)}</Empty>;
  const list = linkedProfilesInOrder(profiles.data ?? []);
  if (list.length === 0)
    return <Empty>{profiles.isPending ? 'Loading…' : 'No linked profiles'}</Empty>;
  return (
    <>
      {list.map((profile) => {
        const acting = profile.userProfileId === user.userProfileId;
        return (
          <FormControlLabel
            key={profile.userProfileId}
            sx={{ display: 'flex' }}
            label={
              <>
                {profile.fullName}
                {acting && (
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ ml: 1, fontWeight: 700, color: 'primary.dark' }}
                  >
                    (acting now)
                  </Typography>
                )}
                {profile.verified !== 'VERIFIED' && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ ml: 1 }}
                  >
                    (Unverified)
                  </Typography>
                )}
              </>
            }
            control={
              <Checkbox
                checked={acting}
                disabled={switching || (verified && !mayChangeProfile)}
                slotProps={{ input: { 'aria-label': `Default profile: ${profile.fullName}` } }}
                onChange={() => choose(profile.userProfileId)}
              />
            }
          />
        );
      })}
    </>
  );
}
