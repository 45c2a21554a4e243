import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { SearchParamTabs } from '../../ui/SearchParamTabs';
import { usePermission } from '../permissions';
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

/**
 * /transport: the default institute's vehicles, routes with their stops, and what riding from
 * each stop costs per session. Everyone with getVehicle reads; createVehicle, createVehicleStop
 * and createTransportationCost each open their own changes. The tab is kept in ?tab=.
 */
export default function TransportPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
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
        <SearchParamTabs
          idPrefix="transport"
          label="Transport sections"
          tabs={TABS}
          panel={(key) =>
            key === 'vehicles' ? (
              <VehiclesPanel instituteId={instituteId} canManage={canVehicles} />
            ) : key === 'routes' ? (
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
            )
          }
        />
      )}
    </Box>
  );
}
