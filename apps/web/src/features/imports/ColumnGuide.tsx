import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ImportKind } from '@shala/shared';
import { Fragment } from 'react';
import { camelParts, columnGuide } from './rules';

// Narrow screens: less padding so that three columns fit in 360 px.
const cell = { px: { xs: 1, sm: 2 } } as const;

/** The columns of a kind's file: name, whether it is needed, and what to write. */
export function ColumnGuide({ kind }: { kind: ImportKind }) {
  return (
    <Table size="small" aria-label="Columns of the file">
      <TableHead>
        <TableRow>
          <TableCell scope="col" sx={cell}>
            Column
          </TableCell>
          <TableCell scope="col" sx={cell}>
            Needed
          </TableCell>
          <TableCell scope="col" sx={cell}>
            What to write
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {columnGuide(kind).map((c) => (
          <TableRow key={c.name}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', ...cell }}>
              {camelParts(c.name).map((part, i) => (
                <Fragment key={part}>
                  {i > 0 && <wbr />}
                  {part}
                </Fragment>
              ))}
            </TableCell>
            <TableCell sx={cell}>{c.required ? 'Yes' : 'No'}</TableCell>
            <TableCell sx={cell}>{c.hint}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
