import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SALARY_CALCS, SALARY_KINDS, type SalaryCalc, type SalaryKind } from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { Choice } from '../../../ui/Choice';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  addRow,
  CALC_LABELS,
  COMPONENTS_MAX,
  type ComponentRow,
  describeCalc,
  KIND_LABELS,
  kindFixed,
  mayMove,
  moveRow,
  type RowErrors,
  removeRow,
  withCalc,
} from './structure-form';

type Action = 'up' | 'down' | 'remove';

/**
 * A structure's components in order: Basic first and fixed, then each with its code, name, kind,
 * calculation and amount or percentage; moved up or down, removed and added. After a move the
 * focus stays on the button that moved the row, and the new position is said.
 */
export function ComponentEditor(props: {
  rows: ComponentRow[];
  errors: Record<string, RowErrors>;
  onChange: (rows: ComponentRow[]) => void;
}) {
  const base = useId();
  const { rows } = props;
  const [focus, setFocus] = useState<{ key: string; action: Action } | null>(null);
  const [said, setSaid] = useState('');
  const buttonId = (key: string, action: Action | 'add') => `${base}-${key}-${action}`;

  useEffect(() => {
    if (!focus) return;
    const wanted = document.getElementById(buttonId(focus.key, focus.action));
    const other = document.getElementById(
      buttonId(focus.key, focus.action === 'up' ? 'down' : 'up'),
    );
    const target =
      wanted && !(wanted as HTMLButtonElement).disabled
        ? wanted
        : other && !(other as HTMLButtonElement).disabled
          ? other
          : document.getElementById(buttonId('list', 'add'));
    target?.focus();
    setFocus(null);
  });

  const change = (key: string, patch: Partial<ComponentRow>) =>
    props.onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const label = (row: ComponentRow, index: number) =>
    row.code.trim() || row.name.trim() || `component ${index + 1}`;

  const move = (index: number, by: -1 | 1) => {
    const row = rows[index];
    if (!row) return;
    props.onChange(moveRow(rows, index, by));
    setFocus({ key: row.key, action: by < 0 ? 'up' : 'down' });
    setSaid(`${label(row, index)} moved to position ${index + by + 1} of ${rows.length}.`);
  };
  const remove = (index: number) => {
    const row = rows[index];
    if (!row) return;
    const next = removeRow(rows, index);
    props.onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocus(
      neighbour && index > 0 && neighbour.key !== next[0]?.key
        ? { key: neighbour.key, action: 'remove' }
        : { key: 'list', action: 'remove' },
    );
    setSaid(`${label(row, index)} removed.`);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row, index) => {
          const basic = index === 0;
          const errors = props.errors[row.key] ?? {};
          const name = label(row, index);
          return (
            <Box
              component="li"
              key={row.key}
              aria-label={`${index + 1}. ${name}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}
            >
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.25,
                  gridTemplateColumns: { xs: '1fr 1fr', sm: '110px minmax(0, 1fr) 150px' },
                }}
              >
                <TextField
                  label="Code"
                  size="small"
                  required
                  value={row.code}
                  disabled={basic}
                  onChange={(e) => change(row.key, { code: e.target.value.toUpperCase() })}
                  error={!!errors.code}
                  helperText={errors.code}
                  slotProps={{ htmlInput: { maxLength: 12, autoComplete: 'off' } }}
                />
                <TextField
                  label="Name"
                  size="small"
                  required
                  value={row.name}
                  onChange={(e) => change(row.key, { name: e.target.value })}
                  error={!!errors.name}
                  helperText={errors.name}
                  slotProps={{ htmlInput: { maxLength: 60 } }}
                />
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                  <Choice
                    label="Kind"
                    size="small"
                    value={row.kind}
                    disabled={kindFixed(row)}
                    onChange={(kind) => change(row.key, { kind: kind as SalaryKind })}
                  >
                    {SALARY_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {KIND_LABELS[k]}
                      </option>
                    ))}
                  </Choice>
                </Box>
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}>
                  <Choice
                    label="Calculation"
                    size="small"
                    value={row.calc}
                    disabled={basic}
                    onChange={(calc) =>
                      props.onChange(
                        rows.map((r) => (r.key === row.key ? withCalc(r, calc as SalaryCalc) : r)),
                      )
                    }
                    helperText={
                      row.calc === 'PF' || row.calc === 'ESI'
                        ? describeCalc({ calc: row.calc })
                        : undefined
                    }
                  >
                    {SALARY_CALCS.filter((c) => (basic ? c === 'BASIC' : c !== 'BASIC')).map(
                      (c) => (
                        <option key={c} value={c}>
                          {CALC_LABELS[c]}
                        </option>
                      ),
                    )}
                  </Choice>
                </Box>
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                  {row.calc === 'FIXED' ? (
                    <TextField
                      label="Per month"
                      size="small"
                      required
                      fullWidth
                      value={row.amount}
                      onChange={(e) => change(row.key, { amount: e.target.value })}
                      error={!!errors.value}
                      helperText={errors.value}
                      slotProps={{
                        htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 },
                        input: {
                          startAdornment: <InputAdornment position="start">₹</InputAdornment>,
                        },
                      }}
                    />
                  ) : row.calc === 'PERCENT_OF_BASIC' ? (
                    <TextField
                      label="% of Basic"
                      size="small"
                      required
                      fullWidth
                      value={row.percent}
                      onChange={(e) => change(row.key, { percent: e.target.value })}
                      error={!!errors.value}
                      helperText={errors.value}
                      slotProps={{
                        htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 6 },
                        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                      }}
                    />
                  ) : null}
                </Box>
              </Box>
              {basic ? (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  Basic is always first: each staff member’s own, set in Staff.
                </Typography>
              ) : (
                <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, justifyContent: 'flex-end' }}>
                  <IconButton
                    id={buttonId(row.key, 'up')}
                    aria-label={`Move ${name} up`}
                    disabled={!mayMove(rows, index, -1)}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    id={buttonId(row.key, 'down')}
                    aria-label={`Move ${name} down`}
                    disabled={!mayMove(rows, index, 1)}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                  <IconButton
                    id={buttonId(row.key, 'remove')}
                    aria-label={`Remove ${name}`}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Box>
        <Button
          id={buttonId('list', 'add')}
          startIcon={<AddIcon />}
          onClick={() => props.onChange(addRow(rows))}
          disabled={rows.length >= COMPONENTS_MAX}
        >
          Add a component
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {said}
      </Box>
    </Box>
  );
}
