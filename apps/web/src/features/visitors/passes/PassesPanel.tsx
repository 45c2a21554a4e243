import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GATE_PASS_STATUSES, type GatePassStatus, type VisitorSetup } from '@shala/shared';
import { useId, useState } from 'react';
import { shownDay } from '../../../core/format';
import { Choice } from '../../../ui/Choice';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useGatePasses } from '../api';
import { DayPicker } from '../parts';
import { PASS_STATUS_LABELS } from '../pass-rules';
import { PassList } from './PassList';

/**
 * The day's gate passes (today's by default, of one status if chosen), each to view with its QR
 * code or print; New gate pass takes the students of the Students Cart, which the hint says how
 * to fill.
 */
export function PassesPanel(props: {
  groupId: string;
  setup: VisitorSetup;
  /** How many students the cart holds now. */
  inCart: number;
  onNew: () => void;
  onOpen: (id: string) => void;
}) {
  const { setup } = props;
  const hintId = useId();
  const [day, setDay] = useState(setup.today);
  const [status, setStatus] = useState<GatePassStatus | ''>('');
  const passes = useGatePasses(props.groupId, day, status);
  const data = passes.data;
  const today = day === setup.today;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
          onClick={props.onNew}
          aria-describedby={hintId}
        >
          New gate pass
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {props.inCart > 0
            ? `For the ${props.inCart === 1 ? 'student' : `${props.inCart} students`} in the Students Cart.`
            : 'Add the students to the Students Cart first (a class’s student list, or Payments → Collect fees), then choose Proceed to Gate Pass.'}
        </Typography>
      </Box>
      <Box
        role="search"
        aria-label="Find gate passes"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <DayPicker value={day} today={setup.today} onChange={setDay} sx={{ flex: '0 1 180px' }} />
        <Choice
          label="Status"
          size="small"
          value={status}
          onChange={(v) => setStatus(v as GatePassStatus | '')}
          sx={{ flex: '0 1 220px' }}
        >
          <option value="">Every status</option>
          {GATE_PASS_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PASS_STATUS_LABELS[s]}
            </option>
          ))}
        </Choice>
      </Box>
      {passes.isPending ? (
        <Loading label="Loading the gate passes…" />
      ) : passes.isError ? (
        <LoadError error={passes.error} onRetry={() => passes.refetch()} />
      ) : data && data.passes.length === 0 ? (
        <EmptyState>
          {status
            ? 'No gate pass of this status.'
            : today
              ? 'No gate pass yet today.'
              : 'No gate pass that day.'}
        </EmptyState>
      ) : data ? (
        <PassList
          groupId={props.groupId}
          passes={data.passes}
          label={today ? 'Gate passes of today' : `Gate passes of ${shownDay(data.day)}`}
          onOpen={props.onOpen}
        />
      ) : null}
    </Box>
  );
}
