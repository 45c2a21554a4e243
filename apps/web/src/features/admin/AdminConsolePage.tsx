import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { ContactRequestsTab } from '../contact/ContactRequestsTab';
import { AccountsTab } from './AccountsTab';
import { InstitutesTab } from './InstitutesTab';

const TABS = [
  { key: 'institutes', label: 'Institutes', Panel: InstitutesTab },
  { key: 'accounts', label: 'Accounts', Panel: AccountsTab },
  { key: 'contact-requests', label: 'Contact requests', Panel: ContactRequestsTab },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * /admin-console: the platform super admin (ROLE_SUPER_ADMIN) creates institutes with their
 * first admin, verifies institutes and profiles and reads contact requests. The screen gate
 * tells everyone else that they are not allowed (the API answers them 403 too). The tab is
 * kept in ?tab=.
 */
export default function AdminConsolePage() {
  const [params, setParams] = useSearchParams();
  const current: TabKey = TABS.some((t) => t.key === params.get('tab'))
    ? (params.get('tab') as TabKey)
    : 'institutes';
  const heading = (
    <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
      Admin Console
    </Typography>
  );
  const tab = TABS.find((t) => t.key === current) ?? TABS[0];
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      {heading}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current}
          onChange={(_, key: TabKey) => setParams({ tab: key }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Admin Console sections"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`admin-tab-${t.key}`}
              aria-controls={`admin-panel-${t.key}`}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map((t) => (
        <Box
          key={t.key}
          role="tabpanel"
          id={`admin-panel-${t.key}`}
          aria-labelledby={`admin-tab-${t.key}`}
          hidden={t.key !== tab.key}
        >
          {t.key === tab.key ? <t.Panel /> : null}
        </Box>
      ))}
    </Box>
  );
}
