import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { shownMonth } from '../../../core/format';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useRuns } from '../api';
import { monthError, monthOf, previousMonth } from '../payroll-rules';
import { PrepareDialog } from './PrepareDialog';
import { RunDetail } from './RunDetail';
import { RunList } from './RunList';

/**
 * The payroll runs: a month to prepare (the previous one unless chosen) and Prepare payroll for
 * those who manage it, the runs newest first, and one run opened (`?run=`) with its payslips.
 */
export function RunsPanel(props: {
  groupId: string;
  today: string;
  mayManage: boolean;
  mayApprove: boolean;
}) {
  const [search, setSearch] = useSearchParams();
  const runs = useRuns(props.groupId);
  const [month, setMonth] = useState(() => previousMonth(monthOf(props.today)));
  const [preparing, setPreparing] = useState(false);
  const runId = search.get('run');
  const problem = monthError(month, props.today);
  const existing = runs.data?.find((r) => r.month === month);

  const openRun = (id: string | null) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('run', id);
      else next.delete('run');
      return next;
    });

  if (runId) {
    return (
      <RunDetail
        groupId={props.groupId}
        id={runId}
        today={props.today}
        mayManage={props.mayManage}
        mayApprove={props.mayApprove}
        onBack={() => openRun(null)}
        onOpenRun={openRun}
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {props.mayManage ? (
        <Box
          component="form"
          aria-label="Prepare a month’s payroll"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!problem && existing?.status !== 'APPROVED') setPreparing(true);
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            type="month"
            label="Month"
            size="small"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            error={!!problem}
            helperText={
              problem ??
              (existing?.status === 'APPROVED'
                ? `${shownMonth(month)} is approved and locked.`
                : existing
                  ? `${shownMonth(month)} is prepared: run it again after a change.`
                  : 'yyyy-mm')
            }
            sx={{ width: { xs: '100%', sm: 240 } }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: monthOf(props.today), placeholder: 'yyyy-mm' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<PlayArrowOutlined />}
            disabled={!!problem || existing?.status === 'APPROVED'}
            sx={{ minHeight: 40 }}
          >
            {existing ? 'Re-run payroll' : 'Prepare payroll'}
          </Button>
        </Box>
      ) : null}
      {props.mayApprove && runs.data?.some((r) => r.status === 'DRAFT') ? (
        <Alert severity="info">
          A prepared month waits for your approval: open it to check the payslips and approve.
        </Alert>
      ) : null}
      {runs.isPending ? (
        <Loading label="Loading the payroll runs…" />
      ) : runs.isError ? (
        <LoadError error={runs.error} onRetry={() => runs.refetch()} />
      ) : runs.data.length === 0 ? (
        <EmptyState>
          No payroll has been prepared yet.
          {props.mayManage ? ' Choose a month and prepare it.' : ''}
        </EmptyState>
      ) : (
        <RunList runs={runs.data} onOpen={openRun} />
      )}
      {preparing ? (
        <PrepareDialog
          groupId={props.groupId}
          month={month}
          rerun={!!existing}
          onClose={() => setPreparing(false)}
          onDone={(id) => {
            setPreparing(false);
            openRun(id);
          }}
        />
      ) : null}
    </Box>
  );
}
