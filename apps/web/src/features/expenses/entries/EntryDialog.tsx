import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EXPENSE_VOUCHERS_MAX, type ExpenseEntryView } from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useEntry, useExpenseChanges } from '../api';
import { type Decision, DecisionDialog } from './DecisionDialog';
import { EntryDetails } from './EntryDetails';
import { vouchersError } from './entry-form';
import { VoucherPicker } from './VoucherPicker';

/** More vouchers for an entry, sent as soon as they are chosen and fit. */
function AttachVouchers(props: {
  groupId: string;
  entry: ExpenseEntryView;
  onDone: (message: string) => void;
}) {
  const changes = useExpenseChanges(props.groupId);
  const [problem, setProblem] = useState<string>();
  const attach = (files: File[]) => {
    const wrong = vouchersError(files, props.entry.vouchers.length);
    setProblem(wrong);
    if (wrong || files.length === 0) return;
    changes.addVouchers.mutate(
      { id: props.entry.id, files },
      {
        onSuccess: (answer) => props.onDone(answer.message),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <Box sx={{ mt: 2 }}>
      <VoucherPicker
        files={[]}
        label="Attach more vouchers"
        onChange={attach}
        error={problem}
        disabled={changes.addVouchers.isPending}
      />
    </Box>
  );
}

/**
 * One entry (from the list, the day book, or `?entry=` of a notification): everything it is,
 * and the buttons the server allows the caller now: Approve and Reject (mayDecide), Reverse
 * (mayReverse), and more vouchers (mayRecord, while it has room for them).
 */
export function EntryDialog(props: {
  groupId: string;
  id: string;
  mayRecord: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const entry = useEntry(props.groupId, props.id);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  // What the last change answered, said here: the app's snackbar is hidden behind the dialog.
  const [done, setDone] = useState<string | null>(null);
  const data = entry.data;
  const open = data && data.status !== 'REJECTED' && data.status !== 'REVERSED';
  const mayAttach = props.mayRecord && open && data.vouchers.length < EXPENSE_VOUCHERS_MAX;

  return (
    <>
      <Dialog
        open
        onClose={props.onClose}
        aria-labelledby={titleId}
        fullWidth
        fullScreen={phone}
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>
          {data ? `Entry ${data.voucherNo}: ${data.description}` : 'Entry'}
        </DialogTitle>
        <DialogContent dividers>
          {entry.isPending ? (
            <Loading label="Loading the entry…" />
          ) : entry.isError ? (
            <LoadError error={entry.error} onRetry={() => entry.refetch()} />
          ) : data ? (
            <>
              <Box role="status" sx={{ '&:not(:empty)': { mb: 2 } }}>
                {done ? <Alert severity="success">{done}</Alert> : null}
              </Box>
              <EntryDetails groupId={props.groupId} entry={data} />
              {mayAttach ? (
                <AttachVouchers groupId={props.groupId} entry={data} onDone={setDone} />
              ) : null}
              {data.status === 'PENDING' && !data.mayDecide ? (
                <Alert severity="info" sx={{ mt: 2 }}>
                  It waits for the approval of one who approves expenses.
                </Alert>
              ) : null}
            </>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {data?.mayDecide ? (
            <>
              <Button variant="contained" color="success" onClick={() => setDeciding('approve')}>
                Approve
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDeciding('reject')}>
                Reject
              </Button>
            </>
          ) : null}
          {data?.mayReverse ? (
            <Button variant="outlined" color="error" onClick={() => setDeciding('reverse')}>
              Reverse
            </Button>
          ) : null}
          <Button onClick={props.onClose} sx={{ ml: 'auto' }}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      {deciding && data ? (
        <DecisionDialog
          groupId={props.groupId}
          entry={data}
          decision={deciding}
          onClose={() => setDeciding(null)}
          onDone={(message) => {
            setDeciding(null);
            setDone(message);
          }}
        />
      ) : null}
    </>
  );
}
