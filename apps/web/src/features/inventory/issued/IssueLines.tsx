import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import type { StockIssueView } from '@shala/shared';
import { unitsText } from '@shala/shared';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { ISSUE_TARGET_LABELS, shortDay } from '../stock-rules';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** "Returned in full", "2 reams still out". */
const stateText = (i: StockIssueView) =>
  i.outstanding === 0 ? 'Returned in full' : `${unitsText(i.outstanding, i.unit)} still out`;

/**
 * Issues: the item, to whom (a staff member, a class, a room), the day, units issued, returned
 * and still out; Return for those who keep the store while any are out. A table on a wide
 * screen, a list on a phone.
 */
export function IssueLines(props: {
  issues: readonly StockIssueView[];
  label: string;
  withItem: boolean;
  onReturn: ((issue: StockIssueView) => void) | undefined;
}) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const { issues, onReturn } = props;
  const returnButton = (i: StockIssueView) =>
    onReturn && i.outstanding > 0 ? (
      <Button
        size="small"
        variant="outlined"
        onClick={() => onReturn(i)}
        aria-label={`Return ${i.itemName} from ${i.issuedTo}`}
        sx={{ minHeight: 32 }}
      >
        Return
      </Button>
    ) : null;

  if (wide) {
    return (
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {props.withItem ? <TableCell>Item</TableCell> : null}
              <TableCell>Issued to</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Issued</TableCell>
              <TableCell align="right">Returned</TableCell>
              <TableCell align="right">Still out</TableCell>
              {onReturn ? (
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {issues.map((i) => (
              <TableRow key={i.id}>
                {props.withItem ? <TableCell>{i.itemName}</TableCell> : null}
                <TableCell>
                  {i.issuedTo}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {ISSUE_TARGET_LABELS[i.issuedToKind]}
                    {i.note ? ` · ${i.note}` : ''}
                  </Typography>
                </TableCell>
                <TableCell sx={nowrap}>{shortDay(i.movementDate)}</TableCell>
                <TableCell align="right" sx={nowrap}>
                  {unitsText(i.quantity, i.unit)}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {unitsText(i.returned, i.unit)}
                </TableCell>
                <TableCell align="right" sx={{ ...nowrap, fontWeight: 600 }}>
                  {i.outstanding === 0 ? 'None' : unitsText(i.outstanding, i.unit)}
                </TableCell>
                {onReturn ? <TableCell>{returnButton(i)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {issues.map((i, index) => (
        <Box component="li" key={i.id}>
          {index > 0 ? <Divider /> : null}
          <Box
            sx={{
              py: 1,
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
            }}
          >
            <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {props.withItem ? `${i.itemName} → ` : ''}
                {i.issuedTo}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {ISSUE_TARGET_LABELS[i.issuedToKind]} · {shortDay(i.movementDate)} · issued{' '}
                {unitsText(i.quantity, i.unit)}, returned {unitsText(i.returned, i.unit)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {stateText(i)}
              </Typography>
              {i.note ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {i.note}
                </Typography>
              ) : null}
            </Box>
            {returnButton(i)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
