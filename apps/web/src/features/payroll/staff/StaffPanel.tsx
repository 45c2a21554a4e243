import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type EmploymentView, formatRupees, PT_STATE_NAMES } from '@shala/shared';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { Figures } from '../../../ui/Figures';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useEmployment, useStructures } from '../api';
import { accountSpoken, maskedAccount } from '../payroll-rules';
import { EmploymentDialog } from './EmploymentDialog';

type Employment = NonNullable<EmploymentView['employment']>;

/** A masked account, read out as "account ending 9012". */
function Account({ e }: { e: Employment }) {
  if (!e.bankAccount) return <>—</>;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">{maskedAccount(e.bankAccount)}</span>
      <Box component="span" sx={visuallyHidden}>
        {accountSpoken(e.bankAccount)}
      </Box>
    </Box>
  );
}

/** PF, PT state and TDS: "PF", "PT Maharashtra", "TDS ₹1,000.00". */
const statutoryParts = (e: Employment) => [
  e.pfApplies ? 'PF' : 'No PF',
  e.ptState === 'NONE' ? 'No PT' : `PT ${PT_STATE_NAMES[e.ptState]}`,
  e.tdsPaise > 0 ? `TDS ${formatRupees(e.tdsPaise)}` : 'No TDS',
];
const statutory = (e: Employment) => statutoryParts(e).join(' · ');

/** One a line, in a table's narrow column. */
function Statutory({ e }: { e: Employment }) {
  return (
    <>
      {statutoryParts(e).map((part) => (
        <Box key={part} sx={{ whiteSpace: 'nowrap' }}>
          {part}
        </Box>
      ))}
    </>
  );
}

const bank = (e: Employment) => [e.bankName, e.ifsc].filter(Boolean).join(', ');

function NoDetails() {
  return <Chip size="small" variant="outlined" color="warning" label="No employment details" />;
}

function Inactive() {
  return <Chip size="small" variant="outlined" label="Not on the payroll" />;
}

/**
 * The staff with their employment details (designation, structure, basic, PF, PT and TDS, bank
 * with the account masked, PAN, UAN); Edit for those who manage the payroll. A table on a wide
 * screen, cards on a phone.
 */
export function StaffPanel(props: { groupId: string; mayManage: boolean }) {
  const staff = useEmployment(props.groupId);
  const structures = useStructures(props.groupId, props.mayManage);
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const [editing, setEditing] = useState<EmploymentView | null>(null);

  if (staff.isPending) return <Loading label="Loading the staff…" />;
  if (staff.isError) return <LoadError error={staff.error} onRetry={() => staff.refetch()} />;
  if (staff.data.length === 0) return <EmptyState>The institute has no staff yet.</EmptyState>;
  const missing = staff.data.filter((s) => !s.employment).length;

  const edit = (s: EmploymentView) =>
    props.mayManage ? (
      <Button
        size="small"
        startIcon={<EditOutlined />}
        onClick={() => setEditing(s)}
        aria-label={`Edit the employment details of ${s.name}`}
        sx={{ minHeight: 32 }}
      >
        Edit
      </Button>
    ) : null;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">
        {staff.data.length} staff
        {missing > 0
          ? `, ${missing} without employment details (no payslip until they are set)`
          : ''}
        .
      </Typography>
      {wide ? (
        <TableContainer>
          <Table size="small" aria-label="Staff and their employment details">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Designation and structure</TableCell>
                <TableCell align="right">Basic</TableCell>
                <TableCell>PF, PT and TDS</TableCell>
                <TableCell>Bank</TableCell>
                <TableCell>PAN and UAN</TableCell>
                {props.mayManage ? (
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {staff.data.map((s) => {
                const e = s.employment;
                return (
                  <TableRow key={s.profileId}>
                    <TableCell component="th" scope="row">
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {s.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {s.roleNames.join(', ')}
                      </Typography>
                    </TableCell>
                    {e ? (
                      <>
                        <TableCell>
                          {e.designation}
                          <Typography variant="caption" color="text.secondary" component="div">
                            {e.structureName}
                          </Typography>
                          {e.active ? null : <Inactive />}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatRupees(e.basicPaise)}
                        </TableCell>
                        <TableCell>
                          <Statutory e={e} />
                        </TableCell>
                        <TableCell>
                          <Account e={e} />
                          <Typography variant="caption" color="text.secondary" component="div">
                            {bank(e)}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {e.pan ?? '—'}
                          <Typography variant="caption" color="text.secondary" component="div">
                            UAN {e.uan ?? '—'}
                          </Typography>
                        </TableCell>
                      </>
                    ) : (
                      <TableCell colSpan={5}>
                        <NoDetails />
                      </TableCell>
                    )}
                    {props.mayManage ? <TableCell>{edit(s)}</TableCell> : null}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box component="ul" aria-label="Staff" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {staff.data.map((s, index) => {
            const e = s.employment;
            return (
              <Box component="li" key={s.profileId}>
                {index > 0 ? <Divider /> : null}
                <Box sx={{ py: 1.25, display: 'grid', gap: 0.75 }}>
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'center',
                      gap: 1,
                    }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {s.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {e ? `${e.designation} · ${e.structureName}` : s.roleNames.join(', ')}
                      </Typography>
                    </Box>
                    {edit(s)}
                  </Box>
                  {e ? (
                    <>
                      {e.active ? null : <Inactive />}
                      <Figures
                        columns={3}
                        items={[
                          { label: 'Basic', value: formatRupees(e.basicPaise), strong: true },
                          { label: 'PF, PT and TDS', value: statutory(e) },
                          { label: 'Account', value: <Account e={e} /> },
                          { label: 'Bank and IFSC', value: bank(e) || '—' },
                          { label: 'PAN', value: e.pan ?? '—' },
                          { label: 'UAN', value: e.uan ?? '—' },
                        ]}
                      />
                    </>
                  ) : (
                    <Box>
                      <NoDetails />
                    </Box>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {editing ? (
        <EmploymentDialog
          groupId={props.groupId}
          staff={editing}
          structures={structures.data?.structures ?? []}
          structuresLoading={structures.isPending}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
