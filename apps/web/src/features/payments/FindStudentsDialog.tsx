import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { sortClasses } from '@shala/shared';
import { useId, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SearchField, useListQuery } from '../../ui/PagedList';
import { useClasses } from '../groups';
import { AddToCartButton } from './AddToCartButton';
import { cartCount } from './cart';
import { duesLine, findHint, studentLine, useFeeStudentSearch } from './collection/student-search';
import { useKeptCart } from './kept-cart';

/**
 * Collect fees (spec §2.5 "students added from … a search"; issue 22 item 5): find a student of
 * the institute by name, admission number or phone (a parent's too), in every class or the one
 * chosen, see their class, admission number and dues, and put them in the Students Cart;
 * Proceed to Payment opens the payment for the cart.
 */
export function FindStudentsDialog(props: {
  instituteId: string;
  initialClassId?: string;
  onProceed: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [classId, setClassId] = useState(props.initialClassId ?? '');
  const list = useListQuery();
  const classes = useClasses(props.instituteId);
  const found = useFeeStudentSearch({
    instituteId: props.instituteId,
    classId,
    search: list.query.search,
  });
  const inCart = cartCount(useKeptCart());
  const asked = !!classId || !!list.query.search.trim();
  const students = asked ? (found.data?.items ?? []) : [];
  const hint = findHint({
    classId,
    search: list.query.search,
    found: found.data && asked ? students.length : undefined,
    more: asked && !!found.data?.more,
  });

  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Collect fees</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
          <SearchField
            label="Name, admission no. or phone"
            value={list.text}
            onChange={list.setText}
          />
          <TextField
            select
            label="Class"
            value={classId}
            onChange={(e) => setClassId(e.target.value)}
            size="small"
            sx={{ flex: '1 1 160px' }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">All classes</option>
            {sortClasses(classes.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </TextField>
        </Box>
        {found.isFetching && found.data && <LinearProgress aria-label="Finding students" />}
        {classes.isError ? (
          <LoadError error={classes.error} onRetry={() => classes.refetch()} />
        ) : !asked ? (
          <EmptyState>{hint}</EmptyState>
        ) : found.isPending ? (
          <Loading label="Finding students…" />
        ) : found.isError ? (
          <LoadError error={found.error} onRetry={() => found.refetch()} />
        ) : students.length === 0 ? (
          <EmptyState>{hint}</EmptyState>
        ) : (
          <>
            <Box component="ul" aria-label="Students found" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {students.map((student, index) => (
                <Box component="li" key={student.userProfileId}>
                  {index > 0 && <Divider />}
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 1,
                      py: 1,
                    }}
                  >
                    <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {student.fullName}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {studentLine(student)}
                      </Typography>
                      <Typography
                        variant="body2"
                        color={student.totals.overdue > 0 ? 'error' : 'text.secondary'}
                      >
                        {duesLine(student.totals)}
                      </Typography>
                    </Box>
                    <AddToCartButton
                      student={{
                        userProfileId: student.userProfileId,
                        fullName: student.fullName,
                        memberId: student.memberId,
                        sessionId: student.sessionId,
                        classId: student.classId,
                        className: student.className,
                        instituteId: props.instituteId,
                      }}
                    />
                  </Box>
                </Box>
              ))}
            </Box>
            {hint && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {hint}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1.5, sm: 3 }, py: 1.5 }}
      >
        <Typography variant="body2" sx={{ mr: 'auto' }} aria-live="polite">
          {inCart} {inCart === 1 ? 'student' : 'students'} in the cart
        </Typography>
        <Button onClick={props.onClose}>Close</Button>
        <Button variant="contained" onClick={props.onProceed}>
          Proceed to Payment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
