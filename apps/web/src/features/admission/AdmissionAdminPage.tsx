import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { usePermission } from '../permissions';
import { AdmissionSettingsCard } from './AdmissionSettingsCard';
import { useAdmissionOverview } from './api';
import { ClassConfigCard } from './ClassConfigCard';
import { absoluteLink } from './format';

/**
 * /admission/admin: which classes take admissions, seats, instructions and the public link. The
 * screen gate (admission/manifest.ts) lets in only those who read the default institute's
 * admissions; changing a class's admission needs createAdmissionConfig too.
 */
export default function AdmissionAdminPage() {
  const instituteId = useShellUser().defaultInstituteId;
  const canEdit = usePermission('createAdmissionConfig', instituteId);
  const overview = useAdmissionOverview(instituteId);

  const heading = (
    <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
      Admission Management
    </Typography>
  );
  const data = overview.data;
  const link = data?.link ? absoluteLink(window.location.origin, data.link) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      showSnack({ message: 'Link copied.', severity: 'success' });
    } catch {
      showSnack('The link could not be copied. Please select it and copy it by hand.');
    }
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      {heading}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose which classes take applications online, how many seats they offer and what applicants
        should know. Applications arrive in Admission Requests.
      </Typography>
      {overview.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(overview.error)}
        </Alert>
      )}
      {!data ? (
        !overview.isError && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        )
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
              mb: 3,
            }}
          >
            <Paper variant="outlined" component="section" aria-labelledby="adm-link" sx={{ p: 2 }}>
              <Typography id="adm-link" component="h2" variant="h6" sx={{ mb: 1 }}>
                Direct admission link
              </Typography>
              {link ? (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Share this link for the session {data.activeSession?.name}: anyone can apply
                    with it, without an account.
                  </Typography>
                  <Typography
                    data-testid="admission-link"
                    sx={{
                      fontFamily: 'monospace',
                      fontSize: '0.85rem',
                      wordBreak: 'break-all',
                      bgcolor: 'action.hover',
                      p: 1,
                      borderRadius: 1,
                      mb: 1,
                    }}
                  >
                    {link}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                    <Button startIcon={<ContentCopy />} variant="outlined" onClick={copy}>
                      Copy link
                    </Button>
                    <Button startIcon={<OpenInNew />} href={link} target="_blank" rel="noopener">
                      Open
                    </Button>
                  </Stack>
                </>
              ) : (
                <Alert severity="info">
                  The institute has no active session. Make a session active in Academic terms to
                  get a link.
                </Alert>
              )}
            </Paper>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="adm-pending"
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              <Typography id="adm-pending" component="h2" variant="h6">
                Waiting for a decision
              </Typography>
              <Typography
                component="p"
                data-testid="pending-total"
                sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1 }}
              >
                {data.pendingTotal}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {data.pendingTotal === 1 ? 'application' : 'applications'} pending
              </Typography>
              <Button
                component={RouterLink}
                to="/admission/requests"
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
              >
                Review requests
              </Button>
            </Paper>
          </Box>
          {instituteId && (
            <AdmissionSettingsCard
              instituteId={instituteId}
              settings={data.settings}
              canEdit={canEdit}
              sessionYear={
                Number(/\d{4}/.exec(data.activeSession?.name ?? '')?.[0]) ||
                new Date().getFullYear()
              }
            />
          )}
          <Typography component="h2" variant="h5" sx={{ mb: 1.5 }}>
            Classes
          </Typography>
          {data.classes.length === 0 ? (
            <Alert severity="info">
              The institute has no classes yet. Add them in Group Management.
            </Alert>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
              }}
            >
              {data.classes.map((c) => (
                <ClassConfigCard key={c.classId} config={c} canEdit={canEdit} />
              ))}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
