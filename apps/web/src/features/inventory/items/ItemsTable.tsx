import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatRupees, type StockItemView, unitsText } from '@shala/shared';
import { Figures } from '../../../ui/Figures';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { DisabledBadge, LowBadge } from '../parts';
import type { ItemAction } from './ItemActionDialog';
import { ItemRowActions } from './ItemRowActions';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The item's name, which opens it, its code under it, and its badges. */
function ItemName(props: { item: StockItemView; onOpen: (id: string) => void }) {
  const { item } = props;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link
          component="button"
          type="button"
          onClick={() => props.onOpen(item.id)}
          aria-haspopup="dialog"
          sx={{
            minHeight: 24,
            fontWeight: 600,
            textAlign: 'left',
            overflowWrap: 'anywhere',
            verticalAlign: 'baseline',
          }}
        >
          {item.name}
        </Link>
        {item.low ? <LowBadge /> : null}
        {item.active ? null : <DisabledBadge />}
      </Stack>
      {item.code ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {item.code}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The items: name and code, category, location, units held, average cost, value, units out on
 * issue, and Low in words; the buttons of those who keep the store. A table on a wide screen,
 * a list on a phone (nothing scrolls sideways).
 */
export function ItemsTable(props: {
  items: readonly StockItemView[];
  manages: boolean;
  onOpen: (id: string) => void;
  onAct: (action: ItemAction, item: StockItemView) => void;
}) {
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const { items, manages } = props;
  if (wide) {
    return (
      <TableContainer>
        <Table size="small" aria-label="Items of the store">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Location</TableCell>
              <TableCell align="right">In stock</TableCell>
              <TableCell align="right">Average cost</TableCell>
              <TableCell align="right">Value</TableCell>
              <TableCell align="right">Issued out</TableCell>
              {manages ? (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell component="th" scope="row">
                  <ItemName item={item} onOpen={props.onOpen} />
                </TableCell>
                <TableCell>{item.categoryName}</TableCell>
                <TableCell>{item.location ?? '—'}</TableCell>
                <TableCell align="right" sx={{ ...nowrap, fontWeight: 600 }}>
                  {unitsText(item.quantity, item.unit)}
                  {item.reorderLevel !== null ? (
                    <Typography variant="caption" color="text.secondary" component="div">
                      reorder at {item.reorderLevel.toLocaleString('en-IN')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {formatRupees(item.averageCostPaise)}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {formatRupees(item.valuePaise)}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {item.issuedOut > 0 ? unitsText(item.issuedOut, item.unit) : '—'}
                </TableCell>
                {manages ? (
                  <TableCell sx={{ py: 0.5 }}>
                    <ItemRowActions item={item} onAct={props.onAct} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Box component="ul" aria-label="Items of the store" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, index) => (
        <Box component="li" key={item.id}>
          {index > 0 ? <Divider /> : null}
          <Box sx={{ py: 1.25, display: 'grid', gap: 0.75 }}>
            <Box>
              <ItemName item={item} onOpen={props.onOpen} />
              <Typography variant="body2" color="text.secondary">
                {[item.categoryName, item.location].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Figures
              columns={4}
              items={[
                { label: 'In stock', value: unitsText(item.quantity, item.unit), strong: true },
                { label: 'Value', value: formatRupees(item.valuePaise) },
                { label: 'Average cost', value: formatRupees(item.averageCostPaise) },
                {
                  label: 'Issued out',
                  value: item.issuedOut > 0 ? unitsText(item.issuedOut, item.unit) : '—',
                },
              ]}
            />
            {manages ? (
              <Box sx={{ display: 'flex', justifyContent: 'flex-start' }}>
                <ItemRowActions item={item} onAct={props.onAct} />
              </Box>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
