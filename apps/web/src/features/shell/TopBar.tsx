import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@shala/shared';
import { type MouseEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { initials, useShellUser } from '../../core/shell-user';
import { signOut } from '../../core/sign-out';
import { Logo } from '../../ui/Logo';
import { NotificationMenu } from '../notifications/NotificationMenu';
import { usesCart } from '../payments/cart';
import { usePermissions } from '../permissions/store';
import { CartButton } from './CartButton';
import { MobileMenu } from './MobileMenu';
import {
  barLinks,
  gateMenus,
  type MenuEntry,
  type MenuSection,
  shellMenus,
  userMenuLinks,
} from './menus';
import { QuickPanel } from './QuickPanel';

/** Spec §2.4: logo, menus, cart, notifications and the user dropdown. */
export function TopBar() {
  const user = useShellUser();
  const may = usePermissions();
  const sections = gateMenus(shellMenus(user), may, user);
  const bar = barLinks(user, may);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'primary.dark' }}>
      <Toolbar
        sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 1, sm: 2 } }}
      >
        <IconButton
          color="inherit"
          aria-label="Open menu"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          aria-label={`${PRODUCT_NAME} home`}
          sx={{ mr: 1, display: 'inline-flex' }}
        >
          <Logo light size={30} />
        </Link>
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
        >
          {sections.map((section) => (
            <SectionMenu key={section.label} section={section} />
          ))}
          {bar.map((entry) => (
            <Button key={entry.label} color="inherit" component={RouterLink} to={entry.to}>
              {entry.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        {usesCart(may) && <CartButton />}
        <NotificationMenu />
        <UserMenu />
        <IconButton
          color="inherit"
          aria-label="Quick panel"
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
        >
          <MenuOpen sx={{ transform: 'scaleX(-1)' }} />
        </IconButton>
      </Toolbar>
      <QuickPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
      <MobileMenu
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        sections={sections}
        extra={bar}
      />
    </AppBar>
  );
}

function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return {
    anchor,
    open: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    close: () => setAnchor(null),
  };
}

/** An entry's label with its note (Work in progress, Coming soon) in small print. */
function EntryLabel({ entry }: { entry: MenuEntry }) {
  return (
    <>
      {entry.label}
      {entry.note && (
        <>
          {' '}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
            ({entry.note})
          </Typography>
        </>
      )}
    </>
  );
}

function SectionMenu({ section }: { section: MenuSection }) {
  const menu = useMenuAnchor();
  const id = `menu-${section.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={menu.anchor ? id : undefined}
        aria-expanded={menu.anchor ? true : undefined}
        onClick={menu.open}
      >
        {section.label}
      </Button>
      <Menu id={id} anchorEl={menu.anchor} open={Boolean(menu.anchor)} onClose={menu.close}>
        {section.entries.map((entry) => (
          <MenuItem key={entry.label} component={RouterLink} to={entry.to} onClick={menu.close}>
            <EntryLabel entry={entry} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function UserMenu() {
  const user = useShellUser();
  const menu = useMenuAnchor();
  const onSignOut = () => {
    menu.close();
    void signOut();
  };
  return (
    <>
      <Button
        color="inherit"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-controls={menu.anchor ? 'menu-user' : undefined}
        aria-expanded={menu.anchor ? true : undefined}
        onClick={menu.open}
        sx={{ minWidth: 40, px: { xs: 0.5, sm: 1 }, gap: 1 }}
      >
        <Avatar
          src={user.photoLocation ?? user.profileImage ?? undefined}
          alt=""
          sx={{
            width: 32,
            height: 32,
            bgcolor: '#ffffff',
            color: 'primary.dark',
            fontSize: '0.9rem',
            fontWeight: 700,
          }}
        >
          {initials(user)}
        </Avatar>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', lg: 'inline' },
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {user.fullName}
        </Box>
      </Button>
      <Menu
        id="menu-user"
        anchorEl={menu.anchor}
        open={Boolean(menu.anchor)}
        onClose={menu.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            @{user.username}
          </Typography>
        </Box>
        <Divider />
        {userMenuLinks(user).map((entry) => (
          <MenuItem key={entry.label} component={RouterLink} to={entry.to} onClick={menu.close}>
            <EntryLabel entry={entry} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={onSignOut}>Sign Out</MenuItem>
      </Menu>
    </>
  );
}
