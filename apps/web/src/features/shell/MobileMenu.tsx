import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../ui/Logo';
import type { MenuEntry, MenuSection } from './menus';

/** The menus on narrow screens: a drawer from the left. */
export default function MobileMenu({
  open,
  onClose,
  sections,
  extra,
}: {
  open: boolean;
  onClose: () => void;
  sections: MenuSection[];
  extra: readonly MenuEntry[];
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menu', sx: { width: 280, maxWidth: '85vw' } } }}
    >
      <nav aria-label="Main">
        <div style={{ padding: '16px 16px 8px' }}>
          <Logo size={28} />
        </div>
        {extra.length > 0 && (
          <List dense>
            {extra.map((entry) => (
              <ListItem disablePadding key={entry.label}>
                <ListItemButton component={RouterLink} to={entry.to} onClick={onClose}>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {/* Each menu's heading stands before its list: a list holds only its items. */}
        {sections.map((section) => (
          <section key={section.label}>
            <ListSubheader component="h2" sx={{ lineHeight: '36px', fontWeight: 700 }}>
              {section.label}
            </ListSubheader>
            <List dense disablePadding>
              {section.entries.map((entry) => (
                <ListItem disablePadding key={entry.label}>
                  <ListItemButton
                    component={RouterLink}
                    to={entry.to}
                    onClick={onClose}
                    sx={{ minHeight: 40 }}
                  >
                    <ListItemText primary={entry.label} secondary={entry.note} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </section>
        ))}
      </nav>
    </Drawer>
  );
}
