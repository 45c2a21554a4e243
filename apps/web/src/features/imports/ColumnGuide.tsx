import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ImportKind } from '@shala/shared';
import { columnGuide } from './rules';

/** The columns of a kind's file: name, whether it is needed, and what to write. */
export function ColumnGuide({ kind }: { kind: ImportKind }) {
  return (
    <Table size="small" aria-label="Columns of the file">
      <TableHead>
        <TableRow>
          <TableCell scope="col">Column</TableCell>
          <TableCell scope="col">Needed</TableCell>
          <TableCell scope="col">What to write</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {columnGuide(kind).map((c) => (
          <TableRow key={c.name}>
            <TableCell
              component="th"
              scope="row"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {c.name}
            </TableCell>
            <TableCell>{c.required ? 'Yes' : 'No'}</TableCell>
            <TableCell>{c.hint}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
