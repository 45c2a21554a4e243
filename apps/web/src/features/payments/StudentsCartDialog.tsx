import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EMPTY_STATES } from '@shala/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { showSnack } from '../../core/snackbar-queue';
import { visuallyHidden } from '../../ui/visually-hidden';
import {
  type CartRow,
  type CartTarget,
  cartRows,
  cartStudents,
  PROCEED_PATHS,
  proceedWarning,
  removeCartEntry,
} from './cart';
import { readKeptCart, useKeptCart, writeKeptCart } from './kept-cart';

// The payment form (and the rules it runs) loads when a payment is first made.
const AddMultiplePaymentDialog = lazy(() => import('./payment/AddMultiplePaymentDialog'));

/** Spec §9: the cart's table is 340 px high. */
const TABLE_HEIGHT = 340;

/** Spec §2.5 Students Cart: the students kept in this browser's cart, and where to go next. */
export default function StudentsCartDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const keptCart = useKeptCart();
  const rows = cartRows(keptCart);
  // The students being paid for, fixed when Proceed to Payment was chosen.
  const [paying, setPaying] = useState<ReturnType<typeof cartStudents>>();

  const remove = (row: CartRow) => writeKeptCart(removeCartEntry(readKeptCart(), row));

  const proceed = (target: CartTarget) => {
    const warning = proceedWarning(target, rows.length);
    // The dialog closes either way: a modal dialog hides the rest of the page from assistive
    // technology, so the warning is shown (and read out) once it is gone.
    onClose();
    if (warning) showSnack(warning);
    else if (target === 'payment') setPaying(cartStudents(keptCart));
    else navigate(PROCEED_PATHS.gatePass);
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        sx={{ '& .MuiDialog-paper': { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)' } } }}
      >
        <DialogTitle id={titleId}>Students Cart</DialogTitle>
        <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
          <TableContainer
            data-testid="cart-table"
            sx={{ height: TABLE_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {rows.length === 0 ? (
              <Box
                sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 2 }}
                role="status"
              >
                <Typography color="text.secondary">{EMPTY_STATES.emptyCart}</Typography>
              </Box>
            ) : (
              <Table stickyHeader size="small" aria-labelledby={titleId}>
                <TableHead>
                  <TableRow>
                    <TableCell>Student</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Class</TableCell>
                    <TableCell align="right">
                      <Box component="span" sx={visuallyHidden}>
                        Remove
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={`${row.index}-${row.profileId ?? ''}`}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {row.name}
                        </Typography>
                        {(row.contact || row.group) && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            <Box component="span" sx={{ display: { sm: 'none' } }}>
                              {row.group}
                              {row.group && row.contact ? ' · ' : ''}
                            </Box>
                            {row.contact}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {row.group ?? '—'}
                      </TableCell>
                      <TableCell align="right" sx={{ width: 56, py: 0.5 }}>
                        <IconButton
                          aria-label={`Remove ${row.name} from the cart`}
                          onClick={() => remove(row)}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </TableContainer>
        </DialogContent>
        <DialogActions
          disableSpacing
          sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1.5, sm: 3 }, pb: 2 }}
        >
          <Button variant="outlined" onClick={() => proceed('gatePass')}>
            Proceed to Gate Pass
          </Button>
          <Button variant="contained" onClick={() => proceed('payment')}>
            Proceed to Payment
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </DialogActions>
      </Dialog>
      {paying && (
        <Suspense fallback={null}>
          <AddMultiplePaymentDialog students={paying} onClose={() => setPaying(undefined)} />
        </Suspense>
      )}
    </>
  );
}
