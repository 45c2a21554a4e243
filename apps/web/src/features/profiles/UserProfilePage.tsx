import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  EMPTY_STATES,
  PROFILE_API,
  PROFILE_DETAIL_LABELS,
  PROFILE_GENDER_LABELS,
  type ProfileCard,
} from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage, http } from '../../core/http';
import { ProfileDetailsDialog } from './ProfileDetailsDialog';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

const grid = {
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

function genderLabel(gender: string | null): string {
  return gender
    ? (PROFILE_GENDER_LABELS[gender as keyof typeof PROFILE_GENDER_LABELS] ?? gender)
    : '';
}

/** /userprofile/{id}: a profile's card; contact details only for its account and staff. */
export default function UserProfilePage() {
  const { id = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const card = useQuery({
    queryKey: ['profile-card', id],
    queryFn: () => http<ProfileCard>('GET', PROFILE_API.card(id)),
  });
  if (card.isPending) return <Skeleton variant="rounded" height={240} />;
  if (card.isError) {
    return (
      <Alert severity="error" sx={{ maxWidth: 640 }}>
        {errorMessage(card.error)}
      </Alert>
    );
  }
  const p = card.data;
  const initials = `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar
            src={p.photoLocation ?? undefined}
            alt={`Photo of ${p.fullName}`}
            sx={{ width: 88, height: 88, fontSize: '2rem', bgcolor: 'primary.main' }}
          >
            {initials}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h1" component="h1">
              {p.fullName}
            </Typography>
            <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={p.verified === 'VERIFIED' ? 'success' : 'warning'}
                label={p.verified === 'VERIFIED' ? 'Verified' : 'Not verified'}
              />
              {p.registrationNo && <Chip size="small" label={`Reg. no. ${p.registrationNo}`} />}
            </Box>
          </Box>
          {p.isOwn && (
            <Button variant="outlined" component={RouterLink} to="/profile-settings/basic-info">
              Edit profile
            </Button>
          )}
        </Box>
      </Paper>
      <Paper
        aria-labelledby="profile-about"
        component="section"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Typography id="profile-about" variant="h3" component="h2" sx={{ mb: 2 }}>
          About
        </Typography>
        <Box component="dl" sx={grid}>
          <Field label="First name" value={p.firstName} />
          <Field label="Last name" value={p.lastName} />
          <Field label="Gender" value={genderLabel(p.gender)} />
          {p.dateOfBirth && (
            <Field label={PROFILE_DETAIL_LABELS.dateOfBirth} value={p.dateOfBirth} />
          )}
          {p.bloodGroup && <Field label={PROFILE_DETAIL_LABELS.bloodGroup} value={p.bloodGroup} />}
          {p.category && <Field label={PROFILE_DETAIL_LABELS.category} value={p.category} />}
          {p.previousSchool && (
            <Field label={PROFILE_DETAIL_LABELS.previousSchool} value={p.previousSchool} />
          )}
        </Box>
        {p.mayEditDetails && (
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
            Edit details
          </Button>
        )}
        {editing && <ProfileDetailsDialog card={p} onClose={() => setEditing(false)} />}
      </Paper>
      {p.contact && (
        <Paper
          aria-labelledby="profile-contact"
          component="section"
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        >
          <Typography id="profile-contact" variant="h3" component="h2" sx={{ mb: 2 }}>
            Contact
          </Typography>
          <Box component="dl" sx={grid}>
            <Field label="Email" value={p.contact.email} />
            <Field label="Phone" value={p.contact.phone} />
            {p.contact.address && (
              <Field label={PROFILE_DETAIL_LABELS.address} value={p.contact.address} />
            )}
            <Field label="Father's name" value={p.contact.fatherName} />
            <Field label="Mother's name" value={p.contact.motherName} />
          </Box>
        </Paper>
      )}
      <Paper
        aria-labelledby="profile-groups"
        component="section"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Typography id="profile-groups" variant="h3" component="h2" sx={{ mb: 2 }}>
          Groups and roles
        </Typography>
        {p.groups.length === 0 ? (
          <Typography color="text.secondary">{EMPTY_STATES.noInstitute}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {p.groups.map((g) => (
              <Box
                component="li"
                key={`${g.groupId}-${g.role}-${g.sessionName ?? ''}`}
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}
              >
                <Typography sx={{ fontWeight: 600 }}>{g.name}</Typography>
                {g.type === 'CLASS' && (
                  <Typography variant="body2" color="text.secondary">
                    {g.instituteName}
                  </Typography>
                )}
                <Chip size="small" variant="outlined" label={g.role} />
                {g.sessionName && (
                  <Typography variant="body2" color="text.secondary">
                    Session {g.sessionName}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
