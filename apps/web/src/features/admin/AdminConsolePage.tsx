import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SearchParamTabs } from '../../ui/SearchParamTabs';
import { ContactRequestsTab } from '../contact';
import { AccountsTab } from './AccountsTab';
import { InstitutesTab } from './InstitutesTab';
import { MailFailuresTab } from './MailFailuresTab';

const TABS = [
  { key: 'institutes', label: 'Institutes', Panel: InstitutesTab },
  { key: 'accounts', label: 'Accounts', Panel: AccountsTab },
  { key: 'contact-requests', label: 'Contact requests', Panel: ContactRequestsTab },
  { key: 'failed-mails', label: 'Failed mails', Panel: MailFailuresTab },
] as const;

/**
 * /admin-console: the platform super admin (ROLE_SUPER_ADMIN) creates institutes with their
 * first admin, verifies institutes and profiles, reads contact requests and sees the mails that
 * could not be delivered after every retry. The screen gate
 * tells everyone else that they are not allowed (the API answers them 403 too). The tab is
 * kept in ?tab=.
 */
export default function AdminConsolePage() {
  const heading = (
    <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
      Admin Console
    </Typography>
  );
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      {heading}
      <SearchParamTabs
        idPrefix="admin"
        label="Admin Console sections"
        tabs={TABS}
        panel={(key) => {
          const Panel = (TABS.find((t) => t.key === key) ?? TABS[0]).Panel;
          return <Panel />;
        }}
      />
    </Box>
  );
}
