import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Replay from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRupees, type PayrollRunDetail } from '@shala/shared';
import { useId, useState } from 'react';
import { shownDate, shownDateTime, shownMonth } from '../../../core/format';
import { Figures } from '../../../ui/Figures';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useRun } from '../api';
import { PayslipDialog } from '../PayslipDialog';
import { RunStatusChip } from '../parts';
import { totalsAgree } from '../payroll-rules';
import { ApproveDialog } from './ApproveDialog';
import { arrearsOfRun } from './arrears-form';
import { PayslipTable } from './PayslipTable';
import { PrepareDialog } from './PrepareDialog';

/** Who prepared the run and when; who approved it and on which day. */
function History({ run }: { run: PayrollRunDetail }) {
  return (
    <Typography variant="body2" color="text.secondary">
      Prepared{run.preparedBy ? ` by ${run.preparedBy}` : ''} on {shownDateTime(run.preparedAt)}.
      {run.status === 'APPROVED'
        ? ` Approved by ${run.approvedBy ?? 'the institute'}${run.approvedAt ? ` on ${shownDate(run.approvedAt)}` : ''}: paid in the day book and locked.`
        : ' A draft: it can be run again until it is approved.'}
    </Typography>
  );
}

/**
 * One month's payroll: its totals, each payslip (opening its lines and PDF), and, while it is a
 * draft, Re-run for those who manage the payroll and Approve and pay for those who approve it.
 */
export function RunDetail(props: {
  groupId: string;
  id: string;
  today: string;
  mayManage: boolean;
  mayApprove: boolean;
  onBack: () => void;
  /** A re-run may answer another run's id: the screen follows it. */
  onOpenRun: (id: string) => void;
}) {
  const titleId = useId();
  const run = useRun(props.groupId, props.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'rerun' | 'approve' | null>(null);
  const data = run.data;
  const open = data?.payslips.find((p) => p.id === openId);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button startIcon={<ArrowBack />} onClick={props.onBack}>
          All payroll runs
        </Button>
      </Box>
      {run.isPending ? (
        <Loading label="Loading the payroll…" />
      ) : run.isError ? (
        <LoadError error={run.error} onRetry={() => run.refetch()} />
      ) : data ? (
        <>
          <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1.5,
                alignItems: 'center',
                justifyContent: 'space-between',
                mb: 1,
              }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography id={titleId} component="h2" variant="h2">
                  Payroll of {shownMonth(data.month)}
                </Typography>
                <RunStatusChip status={data.status} />
              </Box>
              {data.status === 'DRAFT' ? (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {props.mayManage ? (
                    <Button
                      variant="outlined"
                      startIcon={<Replay />}
                      onClick={() => setDialog('rerun')}
                    >
                      Re-run
                    </Button>
                  ) : null}
                  {props.mayApprove ? (
                    <Button
                      variant="contained"
                      color="success"
                      startIcon={<CheckCircleOutline />}
                      onClick={() => setDialog('approve')}
                    >
                      Approve and pay
                    </Button>
                  ) : null}
                </Box>
              ) : null}
            </Box>
            <History run={data} />
            <Box sx={{ mt: 1.5 }}>
              <Figures
                columns={4}
                items={[
                  { label: 'Staff', value: data.staff },
                  { label: 'Gross', value: formatRupees(data.grossPaise) },
                  { label: 'Deductions', value: formatRupees(data.deductionsPaise) },
                  { label: 'Net pay', value: formatRupees(data.netPaise), strong: true },
                ]}
              />
            </Box>
          </Paper>
          {totalsAgree(data, data.payslips) ? null : (
            <Alert severity="warning">
              The payslips do not add up to the run’s totals. Run the month again before it is
              approved.
            </Alert>
          )}
          <PayslipTable payslips={data.payslips} onOpen={setOpenId} />
          {open ? (
            <PayslipDialog groupId={props.groupId} payslip={open} onClose={() => setOpenId(null)} />
          ) : null}
          {dialog === 'rerun' ? (
            <PrepareDialog
              groupId={props.groupId}
              month={data.month}
              rerun
              arrears={arrearsOfRun(data.payslips)}
              onClose={() => setDialog(null)}
              onDone={(id) => {
                setDialog(null);
                if (id !== props.id) props.onOpenRun(id);
              }}
            />
          ) : null}
          {dialog === 'approve' ? (
            <ApproveDialog groupId={props.groupId} run={data} onClose={() => setDialog(null)} />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
