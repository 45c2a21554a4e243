import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GatePassView } from '@shala/shared';
import { Figures } from '../../../ui/Figures';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { PassStatusChip } from '../parts';
import { collectorText, studentText } from '../pass-rules';
import { PrintPassButton } from './PassDialog';

const nowrap = { whiteSpace: 'nowrap' } as const;

function Actions(props: {
  groupId: string;
  pass: GatePassView;
  onOpen: (id: string) => void;
  inTable?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: props.inTable ? 'nowrap' : 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        onClick={() => props.onOpen(props.pass.id)}
        aria-haspopup="dialog"
        aria-label={`View gate pass ${props.pass.number}`}
      >
        View
      </Button>
      <PrintPassButton
        groupId={props.groupId}
        pass={props.pass}
        size={props.inTable ? 'small' : 'medium'}
      />
    </Stack>
  );
}

const studentsText = (pass: GatePassView) => pass.students.map(studentText).join(', ');

/**
 * The day's gate passes: number, status in words, students with their classes, who collects
 * them, who approved; View and Print. A table on a wide screen, a list on a phone.
 */
export function PassList(props: {
  groupId: string;
  passes: readonly GatePassView[];
  label: string;
  onOpen: (id: string) => void;
}) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  if (wide) {
    return (
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              <TableCell>No.</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Students</TableCell>
              <TableCell sx={nowrap}>Collected by</TableCell>
              <TableCell sx={nowrap}>Approved by</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.passes.map((pass) => (
              <TableRow key={pass.id}>
                <TableCell component="th" scope="row" sx={{ ...nowrap, fontWeight: 600 }}>
                  {pass.number}
                </TableCell>
                <TableCell>
                  <PassStatusChip status={pass.status} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{studentsText(pass)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {collectorText(pass.collector)}
                </TableCell>
                <TableCell>{pass.approvedBy?.name ?? '—'}</TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  <Actions groupId={props.groupId} pass={pass} onOpen={props.onOpen} inTable />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {props.passes.map((pass, index) => (
        <Box component="li" key={pass.id}>
          {index > 0 ? <Divider /> : null}
          <Box sx={{ py: 1.25, display: 'grid', gap: 0.75 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {pass.number}
              </Typography>
              <PassStatusChip status={pass.status} />
            </Box>
            <Figures
              items={[
                { label: 'Students', value: studentsText(pass), strong: true },
                { label: 'Collected by', value: collectorText(pass.collector) },
                { label: 'Approved by', value: pass.approvedBy?.name ?? '—' },
                { label: 'Reason', value: pass.reason },
              ]}
            />
            <Actions groupId={props.groupId} pass={pass} onOpen={props.onOpen} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
