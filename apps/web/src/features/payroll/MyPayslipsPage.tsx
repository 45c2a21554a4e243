import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatRupees, type PayslipView } from '@shala/shared';
import { useState } from 'react';
import { shownMonth } from '../../core/format';
import { useShellUser } from '../../core/shell-user';
import { EmptyState } from '../../ui/EmptyState';
import { Figures } from '../../ui/Figures';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useMyPayslips } from './api';
import { PayslipDialog } from './PayslipDialog';
import { PayslipDownload } from './parts';
import { newestFirst } from './payroll-rules';

const money = { whiteSpace: 'nowrap', color: 'text.primary', fontSize: '0.875rem' } as const;

/** The month, which opens the payslip's lines. */
function OpenLink(props: { payslip: PayslipView; onOpen: (id: string) => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={() => props.onOpen(props.payslip.id)}
      aria-label={`Open the payslip of ${shownMonth(props.payslip.month)}`}
      sx={{ minHeight: 24, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {shownMonth(props.payslip.month)}
    </Link>
  );
}

/**
 * payroll/my-payslips (School ERP → My payslips): the signed-in member's payslips of approved
 * months in their default institute, newest first, each opening its lines and saved as PDF.
 */
export default function MyPayslipsPage() {
  const user = useShellUser();
  const groupId = user.defaultInstituteId ?? '';
  const payslips = useMyPayslips(groupId);
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  const [openId, setOpenId] = useState<string | null>(null);
  const list = newestFirst(payslips.data ?? []);
  const open = list.find((p) => p.id === openId);

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h1" component="h1">
        My payslips
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your salary month by month, once the institute has approved the month’s payroll.
      </Typography>
      {payslips.isPending ? (
        <Loading label="Loading your payslips…" />
      ) : payslips.isError ? (
        <LoadError error={payslips.error} onRetry={() => payslips.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>No payslips yet.</EmptyState>
      ) : wide ? (
        <TableContainer>
          <Table size="small" aria-label="My payslips">
            <TableHead>
              <TableRow>
                <TableCell>Month</TableCell>
                <TableCell align="right">Net pay</TableCell>
                <TableCell align="right">Gross</TableCell>
                <TableCell align="right">Deductions</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    PDF
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <OpenLink payslip={p} onOpen={setOpenId} />
                  </TableCell>
                  <TableCell align="right" sx={{ ...money, fontWeight: 600 }}>
                    {formatRupees(p.netPaise)}
                  </TableCell>
                  <TableCell align="right" sx={money}>
                    {formatRupees(p.grossPaise)}
                  </TableCell>
                  <TableCell align="right" sx={money}>
                    {formatRupees(p.deductionsPaise)}
                  </TableCell>
                  <TableCell>
                    <PayslipDownload
                      groupId={groupId}
                      payslip={p}
                      spoken={`of ${shownMonth(p.month)}`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box component="ul" aria-label="My payslips" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((p, index) => (
            <Box component="li" key={p.id}>
              {index > 0 ? <Divider /> : null}
              <Box sx={{ py: 1.25, display: 'grid', gap: 0.75 }}>
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    gap: 1,
                  }}
                >
                  <OpenLink payslip={p} onOpen={setOpenId} />
                  <PayslipDownload
                    groupId={groupId}
                    payslip={p}
                    spoken={`of ${shownMonth(p.month)}`}
                  />
                </Box>
                <Figures
                  columns={3}
                  items={[
                    { label: 'Net pay', value: formatRupees(p.netPaise), strong: true },
                    { label: 'Gross', value: formatRupees(p.grossPaise) },
                    { label: 'Deductions', value: formatRupees(p.deductionsPaise) },
                  ]}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {open ? (
        <PayslipDialog groupId={groupId} payslip={open} onClose={() => setOpenId(null)} />
      ) : null}
    </Box>
  );
}
