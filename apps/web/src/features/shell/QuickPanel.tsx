import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { GroupsChatTab } from './quick-panel/GroupsChatTab';
import { LogsTab } from './quick-panel/LogsTab';
import { SettingsTab } from './quick-panel/SettingsTab';

const TABS = ['Notifications and settings', 'Logs', 'Groups and chat'] as const;

/** Spec §2.4 right quick panel, one file per tab under quick-panel/. */
export default function QuickPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState(0);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Quick panel',
          sx: { width: { xs: '100vw', sm: 400 }, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          Quick panel
        </Typography>
        <IconButton aria-label="Close quick panel" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        variant="fullWidth"
        aria-label="Quick panel tabs"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((label, index) => (
          <Tab
            key={label}
            label={label}
            id={`quick-tab-${index}`}
            aria-controls={`quick-tabpanel-${index}`}
            sx={{ textTransform: 'none', fontSize: '0.8rem', px: 1 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`quick-tabpanel-${tab}`}
        aria-labelledby={`quick-tab-${tab}`}
        sx={{ p: 2, overflowY: 'auto' }}
      >
        {tab === 0 && <SettingsTab onNavigate={onClose} />}
        {tab === 1 && <LogsTab />}
        {tab === 2 && <GroupsChatTab onNavigate={onClose} />}
      </Box>
    </Drawer>
  );
}
