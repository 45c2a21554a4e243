import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@shala/shared';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { initials, useShellUser } from '../../core/shell-user';
import { signOut } from '../../core/sign-out';
import { Logo } from '../../ui/Logo';
import { lazyPanel } from '../../ui/lazy-panel';
import { visuallyHidden } from '../../ui/visually-hidden';
import { NotificationMenu } from '../notifications';
import { usesCart } from '../payments';
import { usePermissions } from '../permissions';
import {
  barLinks,
  gateMenus,
  type MenuSection,
  shellMenus,
  USER_MENU_SUFFIX,
  userMenuLinks,
} from './menus';

// The bar shows at once; what opens from it loads when first opened (or pointed at).
const BarMenu = lazyPanel(() => import('./BarMenu'));
const QuickPanel = lazyPanel(() => import('./QuickPanel'));
const MobileMenu = lazyPanel(() => import('./MobileMenu'));
// Only those who pay fees see the cart: the others never download it.
const CartButton = lazy(() => import('./CartButton'));

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
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${PRODUCT_NAME} home`}
          sx={{ mr: 1, display: 'inline-flex', textDecoration: 'none' }}
        >
          <Logo light size={30} />
        </Box>
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
        {usesCart(may) && (
          <Suspense fallback={null}>
            <CartButton />
          </Suspense>
        )}
        <NotificationMenu />
        <UserMenu />
        <IconButton
          color="inherit"
          aria-label="Quick panel"
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
          onPointerEnter={QuickPanel.preload}
          onFocus={QuickPanel.preload}
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
        onPointerEnter={BarMenu.preload}
        onFocus={BarMenu.preload}
      >
        {section.label}
      </Button>
      <BarMenu
        id={id}
        anchor={menu.anchor}
        open={Boolean(menu.anchor)}
        onClose={menu.close}
        entries={section.entries}
      />
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
        aria-haspopup="menu"
        aria-controls={menu.anchor ? 'menu-user' : undefined}
        aria-expanded={menu.anchor ? true : undefined}
        onClick={menu.open}
        onPointerEnter={BarMenu.preload}
        onFocus={BarMenu.preload}
        sx={{ minWidth: 40, px: { xs: 0.5, sm: 1 }, gap: 1 }}
      >
        <Avatar
          src={user.photoLocation ?? user.profileImage ?? undefined}
          alt=""
          aria-hidden
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
        {/* Its name is what it shows (WCAG 2.5.3): the user's name, read on narrow screens too. */}
        <Box
          component="span"
          sx={(theme) => ({
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            [theme.breakpoints.down('lg')]: visuallyHidden,
          })}
        >
          {user.fullName}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {USER_MENU_SUFFIX}
        </Box>
      </Button>
      <BarMenu
        id="menu-user"
        anchor={menu.anchor}
        open={Boolean(menu.anchor)}
        onClose={menu.close}
        alignRight
        header={
          <Box sx={{ px: 2, py: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{user.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              @{user.username}
            </Typography>
          </Box>
        }
        entries={userMenuLinks(user)}
        action={{ label: 'Sign Out', onClick: onSignOut }}
      />
    </>
  );
}
