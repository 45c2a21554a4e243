import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { StockItemView } from '@shala/shared';
import { useId, useState } from 'react';
import type { ItemAction } from './ItemActionDialog';

/**
 * An item's buttons for those who keep the store: Stock in and Issue at hand, Write off and
 * Edit in its menu; a disabled item offers only Edit (it takes no movement).
 */
export function ItemRowActions(props: {
  item: StockItemView;
  onAct: (action: ItemAction, item: StockItemView) => void;
}) {
  const { item } = props;
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: ItemAction) => {
    setAnchor(null);
    props.onAct(action, item);
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', justifyContent: 'flex-end' }}>
      {item.active ? (
        <>
          <Button
            size="small"
            onClick={() => act('in')}
            aria-label={`Stock in: ${item.name}`}
            sx={{ minHeight: 32, whiteSpace: 'nowrap' }}
          >
            Stock in
          </Button>
          <Button
            size="small"
            onClick={() => act('issue')}
            aria-label={`Issue: ${item.name}`}
            sx={{ minHeight: 32 }}
          >
            Issue
          </Button>
          <IconButton
            size="small"
            aria-label={`More for ${item.name}`}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ width: 32, height: 32 }}
          >
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            <MenuItem onClick={() => act('writeOff')}>Write off</MenuItem>
            <MenuItem onClick={() => act('edit')}>Edit</MenuItem>
          </Menu>
        </>
      ) : (
        <Button
          size="small"
          onClick={() => act('edit')}
          aria-label={`Edit ${item.name}`}
          sx={{ minHeight: 32 }}
        >
          Edit
        </Button>
      )}
    </Box>
  );
}
