import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMISSION_STATUS_LABELS, ADMISSION_STATUSES, type AdmissionStatus } from '@shala/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { usePermission } from '../permissions';
import { ApplicationDialog } from './ApplicationDialog';
import { type ApplicationFilters, useAdmissionOverview, useApplications } from './api';
import { formatWhen, STATUS_COLOURS } from './format';

/** The filters' "All" and "All classes" (empty values) show as chosen, under a raised label. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/**
 * /admission/requests: applications by status, class and name; open one to decide (with
 * decideAdmission). The screen gate lets in those who read the default institute's admissions.
 */
export default function AdmissionRequestsPage() {
  const instituteId = useShellUser().defaultInstituteId ?? '';
  const canDecide = usePermission('decideAdmission', instituteId);
  const [filters, setFilters] = useState<ApplicationFilters>({
    status: 'PENDING',
    classId: '',
    search: '',
    page: 1,
  });
  const [typed, setTyped] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(
      () => setFilters((f) => (f.search === typed ? f : { ...f, search: typed, page: 1 })),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [typed]);
  const overview = useAdmissionOverview(instituteId);
  const list = useApplications(instituteId, filters);

  const heading = (
    <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
      Admission Requests
    </Typography>
  );
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      {heading}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Applications from the direct-admission page.{' '}
        <Button component={RouterLink} to="/admission/admin" size="small">
          Admission settings
        </Button>
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '180px 220px 1fr' },
          }}
        >
          <TextField
            select
            size="small"
            label="Status"
            value={filters.status}
            slotProps={ALL_SHOWN}
            onChange={(e) =>
              setFilters({ ...filters, status: e.target.value as AdmissionStatus | '', page: 1 })
            }
          >
            <MenuItem value="">All</MenuItem>
            {ADMISSION_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {ADMISSION_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Class"
            value={filters.classId}
            slotProps={ALL_SHOWN}
            onChange={(e) => setFilters({ ...filters, classId: e.target.value, page: 1 })}
          >
            <MenuItem value="">All classes</MenuItem>
            {(overview.data?.classes ?? []).map((c) => (
              <MenuItem key={c.classId} value={c.classId}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Search name, e-mail or phone"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Box>
      </Paper>
      {list.isError && <Alert severity="error">{errorMessage(list.error)}</Alert>}
      {!data && !list.isError && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      )}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {data.total === 1 ? '1 application' : `${data.total} applications`}
          </Typography>
          {data.items.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">No applications match.</Typography>
            </Paper>
          ) : (
            <Paper variant="outlined">
              <List disablePadding aria-label="Applications">
                {data.items.map((a, i) => (
                  <ListItem disablePadding key={a.id}>
                    <ListItemButton
                      divider={i < data.items.length - 1}
                      onClick={() => setOpenId(a.id)}
                      sx={{ gap: 1, flexWrap: 'wrap' }}
                    >
                      <ListItemText
                        primary={a.fullName}
                        secondary={`${a.className} · ${a.sessionName} · ${formatWhen(a.createdAt)} · ${a.documentCount} document${a.documentCount === 1 ? '' : 's'}`}
                        sx={{ minWidth: 0, flex: '1 1 240px' }}
                      />
                      <Chip
                        size="small"
                        color={STATUS_COLOURS[a.status]}
                        label={ADMISSION_STATUS_LABELS[a.status]}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          )}
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={pages}
              page={filters.page}
              onChange={(_e, page) => setFilters({ ...filters, page })}
            />
          )}
        </>
      )}
      <ApplicationDialog
        instituteId={instituteId}
        applicationId={openId}
        canDecide={canDecide}
        onClose={() => setOpenId(null)}
      />
    </Box>
  );
}
