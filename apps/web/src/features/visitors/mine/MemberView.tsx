import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GatePassView } from '@shala/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useMine } from '../api';
import { SectionTitle } from '../parts';
import { type Deciding, DecisionDialog } from '../passes/DecisionDialog';
import { Decisions } from '../passes/Decisions';
import { PassDetails, PassQr } from '../passes/PassDetails';
import { PassDialogFrame } from '../passes/PassDialog';
import { VisitorList } from '../visitors/VisitorList';

/** A pass the gate will let through today: its QR code and code, to show at the gate. */
export const showsQr = (pass: Pick<GatePassView, 'status' | 'day'>, today: string) =>
  pass.status === 'APPROVED' && pass.day === today;

/** One child's pass: what it says, the caller's decisions, and its QR code when it is valid. */
function PassCard(props: {
  groupId: string;
  pass: GatePassView;
  today: string;
  highlight: boolean;
  onDecide: (deciding: Deciding) => void;
}) {
  const { pass } = props;
  return (
    <Paper
      variant="outlined"
      component="li"
      id={`pass-${pass.id}`}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'start',
        ...(props.highlight ? { outline: 2, outlineColor: 'primary.main' } : {}),
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <PassDetails pass={pass} />
        <Decisions pass={pass} onDecide={props.onDecide} />
      </Box>
      {showsQr(pass, props.today) ? (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
          <PassQr groupId={props.groupId} pass={pass} size={160} />
          <Typography variant="caption" color="text.secondary">
            Show this at the gate.
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}

/**
 * What a member of the institute finds here: their children's gate passes of the last 30 days
 * (Approve / Decline where the pass waits for them; the QR code of an approved pass of today to
 * show at the gate) and, for the staff, the visitors who came to meet them today. `?pass=` opens
 * a pass (a guardian's notification), `?visitor=` marks a visitor (the host's notification).
 */
export function MemberView(props: {
  groupId: string;
  today: string;
  /** Whether the caller is a staff member (whom visitors may come to meet). */
  staff: boolean;
  passId: string | null;
  visitorId: string | null;
  onClosePass: () => void;
}) {
  const mine = useMine(props.groupId);
  const passesId = useId();
  const visitorsId = useId();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = mine.data;
  const opened = props.passId ? data?.passes.find((p) => p.id === props.passId) : undefined;

  // A notification's visitor is brought into view once the list holds it.
  const shownOnce = useRef<string | null>(null);
  useEffect(() => {
    const id = props.visitorId;
    if (!id || shownOnce.current === id || !data?.visitors.some((v) => v.id === id)) return;
    shownOnce.current = id;
    const row = document.getElementById(`visitor-${id}`);
    row?.scrollIntoView({ block: 'center' });
    row?.focus();
  }, [props.visitorId, data]);

  if (mine.isPending) return <Loading label="Loading what is yours…" />;
  if (mine.isError) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  if (!data) return null;

  const decided = (message: string) => {
    setDeciding(null);
    if (opened) setDone(message);
    else showSnack({ message, severity: 'success' });
  };
  const showsVisitors = props.staff || data.visitors.length > 0;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      {props.passId && !opened ? (
        <Alert severity="info" onClose={props.onClosePass}>
          This gate pass is not among your children’s passes of the last 30 days.
        </Alert>
      ) : null}
      {data.passes.length > 0 ? (
        <Box component="section" aria-labelledby={passesId}>
          <SectionTitle id={passesId}>Gate passes of your children</SectionTitle>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.passes.map((pass) => (
              <PassCard
                key={pass.id}
                groupId={props.groupId}
                pass={pass}
                today={props.today}
                highlight={pass.id === props.passId}
                onDecide={setDeciding}
              />
            ))}
          </Box>
        </Box>
      ) : null}
      {showsVisitors ? (
        <Box component="section" aria-labelledby={visitorsId}>
          <SectionTitle id={visitorsId}>Your visitors today</SectionTitle>
          {data.visitors.length === 0 ? (
            <EmptyState>No visitor has come to meet you today.</EmptyState>
          ) : (
            <VisitorList
              groupId={props.groupId}
              visitors={data.visitors}
              label="Your visitors today"
              highlight={props.visitorId}
              withHost={false}
            />
          )}
        </Box>
      ) : null}
      {!showsVisitors && data.passes.length === 0 ? (
        <EmptyState>No gate pass of your children in the last 30 days.</EmptyState>
      ) : null}
      {opened ? (
        <PassDialogFrame
          title={`Gate pass ${opened.number}`}
          groupId={props.groupId}
          pass={opened}
          showQr={showsQr(opened, props.today)}
          message={done}
          onClose={() => {
            setDone(null);
            props.onClosePass();
          }}
        >
          <Decisions pass={opened} onDecide={setDeciding} />
        </PassDialogFrame>
      ) : null}
      {deciding ? (
        <DecisionDialog
          groupId={props.groupId}
          deciding={deciding}
          onClose={() => setDeciding(null)}
          onDone={decided}
        />
      ) : null}
    </Box>
  );
}
