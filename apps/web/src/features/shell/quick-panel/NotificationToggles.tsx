import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { useNotificationSettings, useUpdateNotificationSettings } from '../../notifications';
import { verifyNotice } from './parts';

/** Spec §2.4 notification settings: app and e-mail toggles; text is disabled and always off. */
export function NotificationToggles({ verified }: { verified: boolean }) {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const data = settings.data;
  const toggle = (key: 'appNotifications' | 'emailNotifications', value: boolean) => {
    if (!verified) return verifyNotice();
    if (!data) return;
    update.mutate(
      {
        appNotifications: data.appNotifications,
        emailNotifications: data.emailNotifications,
        [key]: value,
      },
      { onError: (error) => showSnack(errorMessage(error)) },
    );
  };
  const unavailable = !data;
  return (
    <>
      {(
        [
          ['appNotifications', 'App notifications'],
          ['emailNotifications', 'Email notifications'],
        ] as const
      ).map(([key, label]) => (
        <FormControlLabel
          key={key}
          sx={{ display: 'flex' }}
          label={label}
          control={
            <Switch
              checked={data?.[key] ?? false}
              disabled={unavailable || update.isPending}
              onChange={(_, checked) => toggle(key, checked)}
            />
          }
        />
      ))}
      <FormControlLabel
        sx={{ display: 'flex' }}
        label="Text notifications"
        control={<Switch checked={false} disabled />}
      />
      <Typography variant="caption" color="text.secondary">
        {settings.isPending
          ? 'Loading…'
          : unavailable
            ? 'Notification settings are not available right now. Text notifications are always off.'
            : 'Text notifications are always off.'}
      </Typography>
    </>
  );
}
