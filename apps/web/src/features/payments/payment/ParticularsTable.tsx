import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DueView } from '@shala/shared';
import { formatRupees, orderDues, type ParticularPreview } from '@shala/shared';
import { shownDate } from '../../../core/format';
import { visuallyHidden } from '../../../ui/visually-hidden';

/**
 * A student's due particulars in the order they are paid (spec §4), each with what the
 * payment being typed gives it. A charge still owed has a checkbox: ticking it fills the total
 * with what settles it (and everything before it).
 */
/** A column shown from 600 px up; on a phone its figure sits in the column before it. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function ParticularsTable(props: {
  studentName: string;
  dues: readonly DueView[];
  preview: readonly ParticularPreview[];
  onTick: (dueId: string, ticked: boolean) => void;
}) {
  const byId = new Map(props.preview.map((p) => [p.id, p]));
  return (
    <Table size="small" aria-label={`Due particulars of ${props.studentName}`}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Box component="span" sx={visuallyHidden}>
              Pay in full
            </Box>
          </TableCell>
          <TableCell>Particular</TableCell>
          <TableCell align="right">Due</TableCell>
          <TableCell align="right" sx={wideOnly}>
            This payment
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orderDues(props.dues).map((due) => {
          const p = byId.get(due.id);
          const isCharge = due.kind === 'CHARGE';
          const settledBefore = p?.settledBefore ?? false;
          return (
            <TableRow key={due.id} selected={!!p && p.receives > 0}>
              <TableCell padding="checkbox">
                {isCharge && (
                  <Checkbox
                    checked={!!p?.settledAfter}
                    disabled={settledBefore}
                    onChange={(e) => props.onTick(due.id, e.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': settledBefore
                          ? `${due.particular}: paid`
                          : `Pay ${due.particular} in full`,
                      },
                    }}
                  />
                )}
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: isCharge ? 600 : 400 }}>
                  {isCharge ? due.particular : `Less: ${due.particular}`}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                  {due.dueDate && (
                    <Typography variant="caption" color="text.secondary">
                      Due {shownDate(due.dueDate)}
                    </Typography>
                  )}
                  {due.previousCarryOver && <Chip size="small" label="Carried over" />}
                  {due.overdue && !settledBefore && (
                    <Chip size="small" color="warning" label="Overdue" />
                  )}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {settledBefore ? (
                  <Typography variant="body2" color="success.main">
                    Paid
                  </Typography>
                ) : (
                  <>
                    {isCharge ? '' : '− '}
                    {formatRupees(p?.remainingBefore ?? 0)}
                  </>
                )}
                {/* On a phone this payment's share goes under what is due. */}
                {p && p.receives > 0 && (
                  <Typography
                    variant="caption"
                    color="primary.dark"
                    component="div"
                    sx={{ display: { sm: 'none' }, fontWeight: 600 }}
                  >
                    Paying {formatRupees(p.receives)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
                {p && p.receives > 0 ? (
                  <>
                    {isCharge ? '' : '− '}
                    {formatRupees(p.receives)}
                    {p.discounted > 0 && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        less {formatRupees(p.discounted)}
                      </Typography>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
