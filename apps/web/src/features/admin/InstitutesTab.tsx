import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminInstitute } from '@shala/shared';
import { useState } from 'react';
import { shownDate } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { PagedList, SearchField, useListQuery } from '../../ui/PagedList';
import { useAdminInstitutes, useVerifyInstitute, type VerifiedFilter } from './api';
import { CreateInstituteDialog } from './CreateInstituteDialog';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function InstitutesTab() {
  const list = useListQuery();
  const [verified, setVerified] = useState<VerifiedFilter>('all');
  const [creating, setCreating] = useState(false);
  const result = useAdminInstitutes(list.query, verified);
  return (
    <>
      <PagedList
        filters={
          <>
            <SearchField label="Search institutes" value={list.text} onChange={list.setText} />
            <TextField
              select
              label="Verification"
              size="small"
              value={verified}
              onChange={(e) => {
                setVerified(e.target.value as VerifiedFilter);
                list.setPage(1);
              }}
              sx={{ flex: '0 1 170px' }}
            >
              <MenuItem value="all">All</MenuItem>
              <MenuItem value="true">Verified</MenuItem>
              <MenuItem value="false">Not verified</MenuItem>
            </TextField>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setCreating(true)}
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              Create institute
            </Button>
          </>
        }
        result={result}
        emptyText={list.query.search ? 'No institute matches this search.' : 'No institutes yet.'}
        pagesLabel="Institute pages"
        onPage={list.setPage}
      >
        {(items) => (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((institute) => (
              <InstituteCard key={institute.id} institute={institute} />
            ))}
          </Stack>
        )}
      </PagedList>
      <CreateInstituteDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function InstituteCard({ institute }: { institute: AdminInstitute }) {
  const verify = useVerifyInstitute();
  const headingId = `institute-${institute.id}`;
  const toggle = (checked: boolean) =>
    verify.mutate(
      { id: institute.id, verified: checked },
      {
        onSuccess: () =>
          showSnack({
            message: `${institute.name} is ${checked ? 'verified' : 'not verified'} now.`,
            severity: 'success',
          }),
        onError: (error) => showSnack({ message: errorMessage(error), severity: 'error' }),
      },
    );
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography
            id={headingId}
            variant="h3"
            component="h3"
            sx={{ fontSize: '1.0625rem', fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {institute.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, my: 1 }}>
            <Chip
              size="small"
              color={institute.verified ? 'success' : 'default'}
              label={institute.verified ? 'Verified' : 'Not verified'}
            />
            <Chip
              size="small"
              variant="outlined"
              color={institute.setupCompleted ? 'success' : 'warning'}
              label={institute.setupCompleted ? 'Setup completed' : 'Setup pending'}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[
              institute.activeSessionName
                ? `Session ${institute.activeSessionName}`
                : 'No active session',
              plural(institute.classCount, 'class', 'classes'),
              plural(institute.memberCount, 'member', 'members'),
              `Created ${shownDate(institute.createdAt)}`,
            ].join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {institute.admins.length === 0
              ? 'No administrator'
              : `Administrator${institute.admins.length > 1 ? 's' : ''}: ${institute.admins
                  .map((a) => `${a.fullName} (${a.email})`)
                  .join(', ')}`}
          </Typography>
        </Box>
        <FormControlLabel
          sx={{ ml: 0, mr: 0 }}
          control={
            <Switch
              checked={verify.isPending ? verify.variables.verified : institute.verified}
              disabled={verify.isPending}
              onChange={(e) => toggle(e.target.checked)}
              slotProps={{ input: { 'aria-label': `Verified: ${institute.name}` } }}
            />
          }
          label="Verified"
        />
      </Box>
    </Paper>
  );
}
