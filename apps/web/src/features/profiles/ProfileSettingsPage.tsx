import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROFILE_API, PROFILE_SETTINGS_TABS, type ProfileCard } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { errorMessage, http } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { AccountSettings, SecuritySettings } from '../account';
import { BasicInfoForm } from './BasicInfoForm';
import { useProfiles } from './store';

function BasicInfoTab() {
  const user = useShellUser();
  const profiles = useProfiles();
  const [profileId, setProfileId] = useState(user.userProfileId);
  const card = useQuery({
    queryKey: ['profile-card', profileId],
    queryFn: () => http<ProfileCard>('GET', PROFILE_API.card(profileId)),
  });
  return (
    <>
      {(profiles.data?.length ?? 0) > 1 && (
        <TextField
          select
          label="Profile"
          value={profileId}
          onChange={(e) => setProfileId(e.target.value)}
          sx={{ mb: 3, minWidth: 260, maxWidth: '100%' }}
          helperText="Linked profiles of your account"
        >
          {profiles.data?.map((p) => (
            <MenuItem key={p.userProfileId} value={p.userProfileId}>
              {p.fullName}
            </MenuItem>
          ))}
        </TextField>
      )}
      {card.isPending && <Skeleton variant="rounded" height={320} />}
      {card.isError && <Alert severity="error">{errorMessage(card.error)}</Alert>}
      {card.data && <BasicInfoForm key={card.data.userProfileId} card={card.data} />}
    </>
  );
}

/** /profile-settings/{tab}: basic info, security settings and account settings. */
export default function ProfileSettingsPage() {
  const { tab = 'basic-info' } = useParams();
  const current = PROFILE_SETTINGS_TABS.find((t) => t.id === tab);
  if (!current) return <Navigate to="/profile-settings/basic-info" replace />;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        My Settings
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Tabs
          value={current.id}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Settings"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {PROFILE_SETTINGS_TABS.map((t) => (
            <Tab
              key={t.id}
              value={t.id}
              label={t.label}
              component={RouterLink}
              to={`/profile-settings/${t.id}`}
              id={`settings-tab-${t.id}`}
              aria-controls="settings-panel"
            />
          ))}
        </Tabs>
        <Box
          id="settings-panel"
          role="tabpanel"
          aria-labelledby={`settings-tab-${current.id}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {current.id === 'basic-info' && <BasicInfoTab />}
          {current.id === 'security-settings' && <SecuritySettings />}
          {current.id === 'account-settings' && <AccountSettings />}
        </Box>
      </Paper>
    </Box>
  );
}
