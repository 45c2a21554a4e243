import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatRupees, type StockMovementView, unitsText } from '@shala/shared';
import { isInward, movementWords, shortDay } from '../stock-rules';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The movement in words, and its note under it. */
function Words({ m }: { m: StockMovementView }) {
  return (
    <>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {movementWords(m)}
      </Box>
      {m.note ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {m.note}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * Lines of the register: each movement's day, what it was (Stock in from …, Issued to …,
 * Returned from …, Written off), units in or out, their value, the item's balance after it
 * (units and value), the bill's reference and who recorded it. A table on a wide screen, a list
 * on a phone. `withItem` names the item of each line (the register of every item).
 */
export function MovementList(props: {
  movements: readonly StockMovementView[];
  label: string;
  withItem?: boolean;
}) {
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const { movements, withItem } = props;
  if (wide) {
    return (
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              {withItem ? <TableCell>Item</TableCell> : null}
              <TableCell>Movement</TableCell>
              <TableCell align="right">In</TableCell>
              <TableCell align="right">Out</TableCell>
              <TableCell align="right">Value</TableCell>
              <TableCell align="right">Balance after</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>By</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {movements.map((m) => {
              const inward = isInward(m.kind);
              return (
                <TableRow key={m.id}>
                  <TableCell sx={nowrap}>{shortDay(m.movementDate)}</TableCell>
                  {withItem ? <TableCell>{m.itemName}</TableCell> : null}
                  <TableCell>
                    <Words m={m} />
                  </TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {inward ? unitsText(m.quantity, m.unit) : ''}
                  </TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {inward ? '' : unitsText(m.quantity, m.unit)}
                  </TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {formatRupees(m.valuePaise)}
                  </TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {unitsText(m.balanceQuantity, m.unit)}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {formatRupees(m.balanceValuePaise)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.reference ?? ''}</TableCell>
                  <TableCell>{m.recordedBy ?? ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {movements.map((m, index) => {
        const inward = isInward(m.kind);
        return (
          <Box component="li" key={m.id}>
            {index > 0 ? <Divider /> : null}
            <Box sx={{ py: 1, display: 'grid', gap: 0.25 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {withItem ? `${m.itemName}: ` : ''}
                  {movementWords(m)}
                </Typography>
                <Typography
                  sx={{
                    ...nowrap,
                    fontWeight: 600,
                    color: inward ? 'success.dark' : 'text.primary',
                  }}
                >
                  {inward ? '+' : '−'}
                  {unitsText(m.quantity, m.unit)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[shortDay(m.movementDate), formatRupees(m.valuePaise), m.reference]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Typography variant="body2">
                Balance after: {unitsText(m.balanceQuantity, m.unit)} ·{' '}
                {formatRupees(m.balanceValuePaise)}
              </Typography>
              {m.note || m.recordedBy ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {[m.note, m.recordedBy ? `By ${m.recordedBy}` : null].filter(Boolean).join(' · ')}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
