import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DISPLAY_TIME_ZONE, EMPTY_STATES, LOCALE, MESSAGES, VERIFY_NOTICE_MS } from '@shala/shared';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { describeAction, useOwnAuditLog } from '../audit/own-log';
import { useMyGroups } from '../groups/mine';
import { useNotificationSettings, useUpdateNotificationSettings } from '../notifications/settings';
import { useHolds } from '../permissions/store';
import { useProfiles, useSetDefaultGroup } from '../profiles/store';
import { switchProfile } from '../profiles/switch';
import { type PanelGroup, panelGroups } from './quick-panel-groups';
import { useShellUser } from './shell-user';

const TABS = ['Notifications and settings', 'Logs', 'Groups and chat'] as const;

function verifyNotice() {
  showSnack({ message: MESSAGES.verifyAccount, durationMs: VERIFY_NOTICE_MS });
}

/** Spec §2.4 right quick panel. */
export function QuickPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState(0);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Quick panel',
          sx: { width: { xs: '100vw', sm: 400 }, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          Quick panel
        </Typography>
        <IconButton aria-label="Close quick panel" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label="Quick panel tabs"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((label, index) => (
          <Tab
            key={label}
            label={label}
            id={`quick-tab-${index}`}
            aria-controls={`quick-tabpanel-${index}`}
            sx={{ textTransform: 'none', fontSize: '0.8rem', px: 1 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`quick-tabpanel-${tab}`}
        aria-labelledby={`quick-tab-${tab}`}
        sx={{ p: 2, overflowY: 'auto' }}
      >
        {tab === 0 && <SettingsTab onNavigate={onClose} />}
        {tab === 1 && <LogsTab />}
        {tab === 2 && <ChatTab onNavigate={onClose} />}
      </Box>
    </Drawer>
  );
}

function Section({
  title,
  children,
  defaultExpanded = true,
}: {
  title: string;
  children: ReactNode;
  defaultExpanded?: boolean;
}) {
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}

function GroupLabel({ group }: { group: PanelGroup }) {
  return (
    <>
      {group.label}
      {group.detail && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {group.detail}
        </Typography>
      )}
    </>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

function SettingsTab({ onNavigate }: { onNavigate: () => void }) {
  const user = useShellUser();
  const verified = user.verified === 'VERIFIED';
  const holds = useHolds();
  const mine = useMyGroups();
  const profiles = useProfiles();
  const setInstitute = useSetDefaultGroup('institute');
  const setClass = useSetDefaultGroup('class');
  const [switching, setSwitching] = useState(false);
  const { institutes, classes } = panelGroups(mine.data);
  const groupsState = mine.isError
    ? errorMessage(mine.error)
    : mine.isPending
      ? 'Loading…'
      : undefined;
  const mayChangeGroup = holds('updateUserProfileDefaultGroup');
  const mayChangeProfile = holds('settingDefaultProfileId');

  const guarded = (allowed: boolean, run: () => void) => {
    if (!verified) return verifyNotice();
    if (!allowed) return;
    run();
  };
  const onError = (error: unknown) => showSnack(errorMessage(error));

  const chooseProfile = (profileId: string) =>
    guarded(mayChangeProfile, () => {
      setSwitching(true);
      switchProfile(profileId, user).catch((error: unknown) => {
        setSwitching(false);
        onError(error);
      });
    });

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
                      guarded(mayChangeGroup, () => {
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
              onChange={(_, value) =>
                guarded(mayChangeGroup, () => setClass.mutate(value, { onError }))
              }
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
          {profiles.isError ? (
            <Empty>{errorMessage(profiles.error)}</Empty>
          ) : (profiles.data ?? []).length === 0 ? (
            <Empty>{profiles.isPending ? 'Loading…' : 'No linked profiles'}</Empty>
          ) : (
            (profiles.data ?? []).map((profile) => (
              <FormControlLabel
                key={profile.userProfileId}
                sx={{ display: 'flex' }}
                label={
                  <>
                    {profile.fullName}
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
                    checked={profile.userProfileId === user.userProfileId}
                    disabled={switching || (verified && !mayChangeProfile)}
                    slotProps={{ input: { 'aria-label': `Default profile: ${profile.fullName}` } }}
                    onChange={() => {
                      if (!verified) verifyNotice();
                      else if (profile.userProfileId !== user.userProfileId) {
                        chooseProfile(profile.userProfileId);
                      }
                    }}
                  />
                }
              />
            ))
          )}
        </Section>
        <Section title="Notification settings">
          <NotificationToggles verified={verified} />
        </Section>
      </Box>
    </Box>
  );
}

function NotificationToggles({ verified }: { verified: boolean }) {
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

const logTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DISPLAY_TIME_ZONE,
});

function LogsTab() {
  const log = useOwnAuditLog(true);
  const items = log.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Your activity
      </Typography>
      {log.isPending ? (
        <Empty>Loading…</Empty>
      ) : items.length === 0 ? (
        <Empty>No activity recorded yet.</Empty>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {items.map((event) => (
            <Box
              component="li"
              key={event.id}
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {describeAction(event.action)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {logTime.format(new Date(event.createdAt))}
                {event.ip ? ` · ${event.ip}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function ChatTab({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography variant="body2" color="text.secondary">
        Chat with your friends and groups.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/chat" onClick={onNavigate}>
        Visit Chat
      </Button>
    </Box>
  );
}
