import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { usePermission } from '../permissions/store';
import { CostsPanel } from './costs/CostsPanel';
import { useSessionChoice } from './parts/sessions';
import { transportationFeePath } from './paths';
import { RoutesPanel } from './routes/RoutesPanel';
import { VehiclesPanel } from './vehicles/VehiclesPanel';

const TABS = [
  { key: 'vehicles', label: 'Vehicles' },
  { key: 'routes', label: 'Routes and stops' },
  { key: 'costs', label: 'Costs' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * /transport: the default institute's vehicles, routes with their stops, and what riding from
 * each stop costs per session. Everyone with getVehicle reads; createVehicle, createVehicleStop
 * and createTransportationCost each open their own changes. The tab is kept in ?tab=.
 */
export default function TransportPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const [params, setParams] = useSearchParams();
  const current: TabKey = TABS.some((t) => t.key === params.get('tab'))
    ? (params.get('tab') as TabKey)
    : 'vehicles';
  const sessions = useSessionChoice(instituteId);
  const canVehicles = usePermission('createVehicle', instituteId);
  const canStops = usePermission('createVehicleStop', instituteId);
  const canCosts = usePermission('createTransportationCost', instituteId);
  const seesRiders = usePermission(
    ['getUserTransportationForGroup', 'createUserTransportation'],
    instituteId,
  );

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Transport
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Vehicles, their routes and stops, and what each stop costs.
        {seesRiders ? (
          <>
            {' '}
            Students are assigned to stops on the{' '}
            <Link component={RouterLink} to={transportationFeePath(instituteId)}>
              transportation fee
            </Link>{' '}
            page.
          </>
        ) : null}
      </Typography>
      {!instituteId ? (
        <Alert severity="info">Choose a default institute in the right panel.</Alert>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs
              value={current}
              onChange={(_, key: TabKey) => setParams({ tab: key }, { replace: true })}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label="Transport sections"
            >
              {TABS.map((t) => (
                <Tab
                  key={t.key}
                  value={t.key}
                  label={t.label}
                  id={`transport-tab-${t.key}`}
                  aria-controls={`transport-panel-${t.key}`}
                />
              ))}
            </Tabs>
          </Box>
          {TABS.map((t) => (
            <Box
              key={t.key}
              role="tabpanel"
              id={`transport-panel-${t.key}`}
              aria-labelledby={`transport-tab-${t.key}`}
              hidden={t.key !== current}
            >
              {t.key !== current ? null : t.key === 'vehicles' ? (
                <VehiclesPanel instituteId={instituteId} canManage={canVehicles} />
              ) : t.key === 'routes' ? (
                <RoutesPanel
                  instituteId={instituteId}
                  sessionId={sessions.session?.id ?? null}
                  canManage={canStops}
                />
              ) : (
                <CostsPanel
                  instituteId={instituteId}
                  sessions={sessions.sessions}
                  session={sessions.session}
                  onSession={sessions.choose}
                  canManage={canCosts}
                />
              )}
            </Box>
          ))}
        </>
      )}
    </Box>
  );
}
