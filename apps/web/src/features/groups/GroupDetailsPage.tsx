import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GroupAction } from '@shala/shared';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Loading } from '../../ui/Loading';
import { usePermissions } from '../permissions';
import { RolesPanel } from '../roles';
import { AuditPanel } from './AuditPanel';
import { useGroup } from './api';
import { GroupHeader } from './GroupHeader';
import { MembersPanel } from './MembersPanel';
import { GroupLoadFailure, GroupNotFound } from './parts';
import { isGroupId } from './rules';

type TabKey = 'members' | 'roles' | 'audit';

/** /group/:id/details: administration: members (invite, role, remove), roles, audit log. */
export default function GroupDetailsPage() {
  const id = useParams().id ?? '';
  const group = useGroup(id);
  const mayIn = usePermissions();
  const [chosen, setChosen] = useState<TabKey>('members');

  if (!isGroupId(id)) return <GroupNotFound />;
  if (group.isPending) return <Loading label="Loading the group…" />;
  if (group.isError)
    return <GroupLoadFailure error={group.error} onRetry={() => group.refetch()} />;
  const g = group.data;
  const may = (action: GroupAction) => mayIn(action, g.id, g.instituteId);
  const tabs: { key: TabKey; label: string }[] = [
    ...(may('getMembers') || may('manageMembers')
      ? [{ key: 'members' as const, label: 'Members' }]
      : []),
    ...(may('getMembers') || may('manageRoles') ? [{ key: 'roles' as const, label: 'Roles' }] : []),
    ...(may('getAuditLog') ? [{ key: 'audit' as const, label: 'Audit log' }] : []),
  ];
  const tab = tabs.find((t) => t.key === chosen)?.key ?? tabs[0]?.key;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <GroupHeader group={g} title={`${g.name}: administration`} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Button component={RouterLink} to={`/group/${g.id}`}>
          Group page
        </Button>
        <Button component={RouterLink} to="/groups">
          All my groups
        </Button>
      </Box>
      {tabs.length === 0 || !tab ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography>Your role does not include administering this group.</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <Tabs
            value={tab}
            onChange={(_, value: TabKey) => setChosen(value)}
            aria-label="Administration"
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((t) => (
              <Tab
                key={t.key}
                value={t.key}
                label={t.label}
                id={`admin-tab-${t.key}`}
                aria-controls={`admin-tabpanel-${t.key}`}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`admin-tabpanel-${tab}`}
            aria-labelledby={`admin-tab-${tab}`}
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            {tab === 'members' && (
              <MembersPanel
                groupId={g.id}
                groupName={g.name}
                isClass={g.type === 'CLASS'}
                manage={may('manageMembers')}
                instituteId={g.instituteId}
              />
            )}
            {tab === 'roles' && (
              <>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  Roles belong to {g.instituteName} and apply in all its classes.
                </Typography>
                <RolesPanel groupId={g.instituteId} manage={may('manageRoles')} />
              </>
            )}
            {tab === 'audit' && <AuditPanel instituteId={g.instituteId} />}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
