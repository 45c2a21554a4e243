import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GroupAction } from '@shala/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Loading } from '../../ui/Loading';
import { usePermissions } from '../permissions';
import { useGroup } from './api';
import { ClassesPanel } from './ClassesPanel';
import { GroupHeader } from './GroupHeader';
import { MembersPanel } from './MembersPanel';
import { GroupLoadFailure, GroupNotFound } from './parts';
import { ADMIN_ACTIONS, isGroupId } from './rules';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 120, flex: '1 1 120px' }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value.toLocaleString('en-GB')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /group/:id: a group's page: overview, an institute's classes, the members. */
export default function GroupPage() {
  const id = useParams().id ?? '';
  const group = useGroup(id);
  const mayIn = usePermissions();

  if (!isGroupId(id)) return <GroupNotFound />;
  if (group.isPending) return <Loading label="Loading the group…" />;
  if (group.isError)
    return <GroupLoadFailure error={group.error} onRetry={() => group.refetch()} />;
  const g = group.data;
  const may = (actions: GroupAction | readonly GroupAction[]) =>
    mayIn(actions, g.id, g.instituteId);
  const isInstitute = g.type === 'INSTITUTE';
  const contact = [g.address, g.phone, g.email, g.website].filter(Boolean);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <GroupHeader group={g} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {isInstitute && <Stat label="Classes" value={g.counts.classes} />}
          <Stat label="Members" value={g.counts.members} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {may(ADMIN_ACTIONS) && (
            <Button variant="contained" component={RouterLink} to={`/group/${g.id}/details`}>
              Administration
            </Button>
          )}
          {isInstitute && may('manageGroup') && !g.setupCompletedAt && (
            <Button component={RouterLink} to={`/quick-setup/institute/${g.id}`}>
              Finish quick setup
            </Button>
          )}
          <Button component={RouterLink} to="/groups">
            All my groups
          </Button>
        </Box>
      </Box>
      {isInstitute && (g.about || contact.length > 0) && (
        <Section id="group-about" title="About">
          {g.about && <Typography sx={{ whiteSpace: 'pre-line', mb: 1 }}>{g.about}</Typography>}
          {contact.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Section>
      )}
      {isInstitute && (
        <Section id="group-classes" title="Classes">
          <ClassesPanel instituteId={g.id} manage={may('manageGroup')} />
        </Section>
      )}
      <Section id="group-members" title="Members">
        {may('getMembers') ? (
          <MembersPanel
            groupId={g.id}
            groupName={g.name}
            isClass={!isInstitute}
            manage={false}
            instituteId={g.instituteId}
          />
        ) : (
          <Typography color="text.secondary">
            {g.counts.members} {g.counts.members === 1 ? 'member' : 'members'}. Your role does not
            show the member list.
          </Typography>
        )}
      </Section>
    </Box>
  );
}
