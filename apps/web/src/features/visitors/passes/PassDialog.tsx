import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GatePassView } from '@shala/shared';
import { type ReactNode, useId, useState } from 'react';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useGatePass } from '../api';
import { passPdfUrl } from '../pass-rules';
import { type Deciding, DecisionDialog } from './DecisionDialog';
import { Decisions } from './Decisions';
import { PassDetails, PassQr } from './PassDetails';

/** The printable pass (A4 with its QR), opened in a new tab to print. */
export function PrintPassButton(props: {
  groupId: string;
  pass: GatePassView;
  size?: 'small' | 'medium';
}) {
  return (
    <Button
      variant="outlined"
      size={props.size}
      component="a"
      href={passPdfUrl(props.groupId, props.pass.id)}
      target="_blank"
      rel="noopener"
      startIcon={<PrintOutlined aria-hidden />}
      aria-label={`Print gate pass ${props.pass.number} (PDF, opens in a new tab)`}
    >
      Print
    </Button>
  );
}

/**
 * One gate pass in a dialog: what `PassDetails` says, its QR code and code when `showQr`, what
 * was just done (`message`), what the caller adds under it (`children`: Approve / Decline) and
 * their `actions` (Print). The content scrolls, by keyboard too.
 */
export function PassDialogFrame(props: {
  title: string;
  groupId: string;
  pass: GatePassView | undefined;
  showQr: boolean;
  message?: string | null | undefined;
  loading?: ReactNode;
  actions?: ReactNode;
  /** Shown under the pass (a guardian's Approve / Decline). */
  children?: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { pass } = props;
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent dividers tabIndex={0} role="region" aria-label={props.title}>
        <Box role="status" sx={{ '&:not(:empty)': { mb: 2 } }}>
          {props.message ? <Alert severity="success">{props.message}</Alert> : null}
        </Box>
        {pass ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <PassDetails pass={pass} />
              {props.children}
            </Box>
            {props.showQr ? <PassQr groupId={props.groupId} pass={pass} /> : null}
          </Box>
        ) : (
          props.loading
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {props.actions}
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The desk's view of a pass (from the list, a notification's `?pass=`, or just made): read by id,
 * with its QR and Print; Approve / Decline too where the desk's member is a student's guardian.
 */
export function PassDialog(props: {
  groupId: string;
  id: string;
  message?: string | null;
  onClose: () => void;
}) {
  const read = useGatePass(props.groupId, props.id);
  const pass = read.data;
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [decided, setDecided] = useState<string | null>(null);
  return (
    <>
      <PassDialogFrame
        title={pass ? `Gate pass ${pass.number}` : 'Gate pass'}
        groupId={props.groupId}
        pass={pass}
        showQr
        message={decided ?? props.message}
        loading={
          read.isError ? (
            <LoadError error={read.error} onRetry={() => read.refetch()} />
          ) : (
            <Loading label="Loading the gate pass…" />
          )
        }
        actions={pass ? <PrintPassButton groupId={props.groupId} pass={pass} /> : null}
        onClose={props.onClose}
      >
        {pass ? <Decisions pass={pass} onDecide={setDeciding} /> : null}
      </PassDialogFrame>
      {deciding ? (
        <DecisionDialog
          groupId={props.groupId}
          deciding={deciding}
          onClose={() => setDeciding(null)}
          onDone={(message) => {
            setDeciding(null);
            setDecided(message);
          }}
        />
      ) : null}
    </>
  );
}
