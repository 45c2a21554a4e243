import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AcademicSessionData } from '@shala/shared';
import { useEffect, useState } from 'react';
import { useShellUser } from '../../../core/shell-user';
import { useInstituteDetails } from '../../institutes';
import { useGroupHolding, usePermission } from '../../permissions';
import { useAcademicSessions } from '../api';
import { SessionsPanel } from '../SessionsPanel';
import { TermsPanel } from './TermsPanel';

/**
 * /terms/terms: the sessions of the selected institute and the terms of the chosen session.
 * Those holding manageAcademicSession change them; everyone else with access reads them.
 */
export default function TermsPage() {
  const user = useShellUser();
  // Without a default institute, the first institute whose sessions the profile may read.
  const readable = useGroupHolding('getAcademicSession');
  const groupId = user.defaultInstituteId ?? readable;
  const canManage = usePermission('manageAcademicSession', groupId) && !!groupId;
  const sessions = useAcademicSessions(groupId);
  const institute = useInstituteDetails(groupId ?? '', !!groupId);
  const [chosen, setChosen] = useState<AcademicSessionData | null>(null);

  // Start with the active session; follow changes to the chosen one (renamed, new dates).
  useEffect(() => {
    const list = sessions.data ?? [];
    setChosen((current) => {
      const fresh = current ? list.find((s) => s.id === current.id) : undefined;
      return fresh ?? list.find((s) => s.activeStatus === 'true') ?? list[0] ?? null;
    });
  }, [sessions.data]);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Academic terms
      </Typography>
      {institute.data ? (
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          {institute.data.name}
        </Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {canManage
          ? 'Choose a session to see its terms. You can add sessions, set the active one and plan its terms.'
          : 'Choose a session to see its terms.'}
      </Typography>
      {!groupId ? (
        <Alert severity="info">
          Choose a default institute in the right panel to see its sessions.
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <SessionsPanel
              groupId={groupId}
              canManage={canManage}
              selectedId={chosen?.id ?? null}
              onSelect={setChosen}
              heading="Sessions"
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            {chosen ? (
              <TermsPanel groupId={groupId} session={chosen} canManage={canManage} />
            ) : (
              <Typography color="text.secondary">Choose a session to see its terms.</Typography>
            )}
          </Paper>
        </Box>
      )}
    </Box>
  );
}
