import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SearchField, useListQuery } from '../../ui/PagedList';
import { useClasses, useMembers } from '../groups/api';
import { AddToCartButton } from './AddToCartButton';
import { cartCount } from './cart';
import { useKeptCart } from './kept-cart';

/**
 * Collect fees (spec §2.5 "students added from … a search"): find a class's students by name
 * and put them in the Students Cart; Proceed to Payment opens the payment for the cart.
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
  const members = useMembers(
    classId,
    { search: list.query.search, page: 1, pageSize: 50 },
    !!classId,
  );
  const inCart = cartCount(useKeptCart());
  const chosen = classes.data?.find((c) => c.id === classId);
  const students = members.data?.items.filter((m) => m.builtinKey === 'STUDENT') ?? [];

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
          <TextField
            select
            label="Class"
            value={classId}
            onChange={(e) => setClassId(e.target.value)}
            size="small"
            sx={{ flex: '1 1 160px' }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a class</option>
            {classes.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </TextField>
          <SearchField label="Search students" value={list.text} onChange={list.setText} />
        </Box>
        {classes.isError ? (
          <LoadError error={classes.error} onRetry={() => classes.refetch()} />
        ) : !classId ? (
          <EmptyState>Choose a class to find its students.</EmptyState>
        ) : members.isPending ? (
          <Loading label="Loading students…" />
        ) : members.isError ? (
          <LoadError error={members.error} onRetry={() => members.refetch()} />
        ) : students.length === 0 ? (
          <EmptyState>
            {list.query.search
              ? `No student matches “${list.query.search}”.`
              : 'This class has no students.'}
          </EmptyState>
        ) : (
          <Box
            component="ul"
            aria-label={`Students of ${chosen?.name ?? 'the class'}`}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {students.map((member, index) => (
              <Box component="li" key={member.membershipId}>
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
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {member.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {member.username}
                      {member.sessionName ? ` · ${member.sessionName}` : ''}
                    </Typography>
                  </Box>
                  <AddToCartButton
                    student={{
                      userProfileId: member.profileId,
                      fullName: member.name,
                      memberId: member.membershipId,
                      sessionId: member.sessionId,
                      classId,
                      className: chosen?.name ?? null,
                      instituteId: props.instituteId,
                    }}
                  />
                </Box>
              </Box>
            ))}
          </Box>
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
