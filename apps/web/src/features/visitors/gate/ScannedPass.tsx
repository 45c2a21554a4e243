import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GatePassView } from '@shala/shared';
import { useEffect, useRef } from 'react';
import { shownDay } from '../../../core/format';
import { Figures } from '../../../ui/Figures';
import { PassStatusChip } from '../parts';
import { collectorText } from '../pass-rules';
import { PassStudents } from '../passes/PassDetails';

/**
 * The pass the gate just read, big and plain for a phone at the gate: the students with their
 * classes, who collects them, the status in words and, when they may not go, why. "Let them
 * out" only when they may; what it did (`done`) replaces it. Focus moves to it when it comes.
 */
export function ScannedPass(props: {
  pass: GatePassView;
  busy: boolean;
  done: string | null;
  failure: string | null;
  onLetOut: () => void;
  onNext: () => void;
}) {
  const { pass } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const mayGo = pass.problem === null && !props.done;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`scanned-${pass.id}`}
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'grid', gap: 2, maxWidth: 640 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={`scanned-${pass.id}`}
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h2"
          sx={{ fontSize: '1.5rem', outline: 'none' }}
        >
          Gate pass {pass.number}
        </Typography>
        <PassStatusChip status={pass.status} size="medium" />
        <Typography color="text.secondary">{shownDay(pass.day)}</Typography>
      </Box>
      {props.done ? (
        <Alert
          severity="success"
          icon={<CheckCircleOutlined fontSize="large" />}
          sx={{ fontSize: '1.15rem', alignItems: 'center' }}
        >
          {props.done}
        </Alert>
      ) : pass.problem ? (
        <Alert severity="error" sx={{ fontSize: '1.15rem' }}>
          <strong>Do not let them out.</strong> {pass.problem}
        </Alert>
      ) : (
        <Alert severity="success" sx={{ fontSize: '1.15rem' }}>
          They may leave with the person named below.
        </Alert>
      )}
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          Students
        </Typography>
        <PassStudents pass={pass} large />
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          Collected by
        </Typography>
        <Typography sx={{ fontSize: '1.2rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {collectorText(pass.collector)}
        </Typography>
      </Box>
      <Figures
        items={[
          { label: 'Reason', value: pass.reason },
          { label: 'Approved by', value: pass.approvedBy?.name ?? '—' },
        ]}
      />
      {props.failure ? (
        <Alert severity="error" role="alert">
          {props.failure}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {mayGo ? (
          <Button
            variant="contained"
            color="success"
            size="large"
            onClick={props.onLetOut}
            disabled={props.busy}
            sx={{
              minHeight: 56,
              px: 4,
              fontSize: '1.15rem',
              flex: { xs: '1 1 100%', sm: '0 0 auto' },
            }}
          >
            {props.busy ? 'Recording…' : 'Let them out'}
          </Button>
        ) : null}
        <Button variant="outlined" size="large" onClick={props.onNext} sx={{ minHeight: 48 }}>
          Check another pass
        </Button>
      </Box>
    </Paper>
  );
}
