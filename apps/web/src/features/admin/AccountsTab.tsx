import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AdminAccount, AdminProfile } from '@shala/shared';
import { shownDate } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { PagedList, SearchField, useListQuery } from '../../ui/PagedList';
import { useAdminAccounts, useVerifyProfile } from './api';

export function AccountsTab() {
  const list = useListQuery();
  const result = useAdminAccounts(list.query);
  return (
    <PagedList
      filters={
        <SearchField
          label="Search by username, e-mail or name"
          value={list.text}
          onChange={list.setText}
        />
      }
      result={result}
      emptyText={list.query.search ? 'No account matches this search.' : 'No accounts yet.'}
      pagesLabel="Account pages"
      onPage={list.setPage}
    >
      {(items) => (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((account) => (
            <AccountCard key={account.id} account={account} />
          ))}
        </Stack>
      )}
    </PagedList>
  );
}

function AccountCard({ account }: { account: AdminAccount }) {
  const headingId = `account-${account.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography
        id={headingId}
        variant="h3"
        component="h3"
        sx={{ fontSize: '1.0625rem', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {account.username}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {account.email}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, my: 1 }}>
        {account.accountRole === 'ROLE_SUPER_ADMIN' ? (
          <Chip size="small" color="secondary" label="Super admin" />
        ) : null}
        <Chip
          size="small"
          variant="outlined"
          color={account.emailVerified ? 'success' : 'warning'}
          label={account.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
        />
        {account.passwordSet ? null : (
          <Chip size="small" variant="outlined" color="warning" label="Invitation pending" />
        )}
        <Chip size="small" variant="outlined" label={`Joined ${shownDate(account.createdAt)}`} />
      </Box>
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        Profiles
      </Typography>
      {account.profiles.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No profiles
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {account.profiles.map((profile) => (
            <ProfileRow key={profile.id} profile={profile} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ProfileRow({ profile }: { profile: AdminProfile }) {
  const verify = useVerifyProfile();
  const toggle = (checked: boolean) =>
    verify.mutate(
      { id: profile.id, verified: checked },
      {
        onSuccess: () =>
          showSnack({
            message: `${profile.fullName} is ${checked ? 'verified' : 'not verified'} now.`,
            severity: 'success',
          }),
        onError: (error) => showSnack({ message: errorMessage(error), severity: 'error' }),
      },
    );
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, rowGap: 0 }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          {profile.fullName}
          {profile.isDefault ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (default profile)
            </Typography>
          ) : null}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {profile.institutes.length === 0
            ? 'No institute'
            : profile.institutes.map((i) => i.name).join(', ')}
        </Typography>
      </Box>
      <FormControlLabel
        sx={{ ml: 0, mr: 0 }}
        control={
          <Switch
            checked={verify.isPending ? verify.variables.verified : profile.verified}
            disabled={verify.isPending}
            onChange={(e) => toggle(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Verified: ${profile.fullName}` } }}
          />
        }
        label="Verified"
      />
    </Box>
  );
}
