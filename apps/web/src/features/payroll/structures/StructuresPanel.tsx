import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SalaryStructureView } from '@shala/shared';
import { useId, useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useStructures } from '../api';
import { StructureDialog } from './StructureDialog';
import { describeCalc, KIND_LABELS } from './structure-form';

/** One structure: its components and how each is computed, and how many staff it pays. */
function StructureCard(props: {
  structure: SalaryStructureView;
  mayManage: boolean;
  onEdit: () => void;
}) {
  const s = props.structure;
  const id = useId();
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography id={id} component="h3" variant="h3" sx={{ fontSize: '1.05rem' }}>
            {s.name}
          </Typography>
          <Chip size="small" variant="outlined" label={`${s.staff} staff`} />
          {s.active ? null : <Chip size="small" variant="outlined" label="Disabled" />}
        </Box>
        {props.mayManage ? (
          <Button
            size="small"
            startIcon={<EditOutlined />}
            onClick={props.onEdit}
            aria-label={`Edit ${s.name}`}
            sx={{ minHeight: 32 }}
          >
            Edit
          </Button>
        ) : null}
      </Box>
      {wide ? (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Component</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>How computed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.components.map((c) => (
                <TableRow key={c.code}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{c.code}</TableCell>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>{KIND_LABELS[c.kind]}</TableCell>
                  <TableCell>{describeCalc(c)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {s.components.map((c, index) => (
            <Box component="li" key={c.code}>
              {index > 0 ? <Divider /> : null}
              <Box sx={{ py: 0.75 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {c.name}{' '}
                  <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 400 }}>
                    ({c.code})
                  </Box>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {KIND_LABELS[c.kind]} · {describeCalc(c)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * The salary structures, each with its components; New structure and Edit for those who manage
 * the payroll (the editor previews a payslip on a basic as it is changed).
 */
export function StructuresPanel(props: { groupId: string; today: string; mayManage: boolean }) {
  const structures = useStructures(props.groupId);
  const [editing, setEditing] = useState<SalaryStructureView | 'new' | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {props.mayManage ? (
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New structure
          </Button>
        </Box>
      ) : null}
      {structures.isPending ? (
        <Loading label="Loading the salary structures…" />
      ) : structures.isError ? (
        <LoadError error={structures.error} onRetry={() => structures.refetch()} />
      ) : structures.data.structures.length === 0 ? (
        <EmptyState>No salary structure yet.</EmptyState>
      ) : (
        structures.data.structures.map((s) => (
          <StructureCard
            key={s.id}
            structure={s}
            mayManage={props.mayManage}
            onEdit={() => setEditing(s)}
          />
        ))
      )}
      {editing ? (
        <StructureDialog
          groupId={props.groupId}
          today={props.today}
          structure={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
