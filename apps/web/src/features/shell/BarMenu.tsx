import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MenuEntry } from './menus';

export type BarMenuProps = {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  entries: readonly MenuEntry[];
  /** Above the entries (the user dropdown's name), set apart by a line. */
  header?: ReactNode;
  /** Below the entries, set apart by a line (Sign Out). */
  action?: { label: string; onClick: () => void };
  /** Opens under the button's right edge (the user dropdown at the bar's end). */
  alignRight?: boolean;
};

/** A dropdown of the top bar (spec §2.4 menus and user dropdown); its own chunk (TopBar). */
export default function BarMenu(props: BarMenuProps) {
  const { id, anchor, open, onClose, entries, header, action, alignRight } = props;
  const side = alignRight ? 'right' : 'left';
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: side }}
      transformOrigin={{ vertical: 'top', horizontal: side }}
    >
      {header}
      {header ? <Divider /> : null}
      {entries.map((entry) => (
        <MenuItem key={entry.label} component={RouterLink} to={entry.to} onClick={onClose}>
          <EntryLabel entry={entry} />
        </MenuItem>
      ))}
      {action ? <Divider /> : null}
      {action ? <MenuItem onClick={action.onClick}>{action.label}</MenuItem> : null}
    </Menu>
  );
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
