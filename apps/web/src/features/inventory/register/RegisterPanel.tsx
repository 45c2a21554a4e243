import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees, unitsText } from '@shala/shared';
import { useId, useState } from 'react';
import { Choice } from '../../../ui/Choice';
import { EmptyState } from '../../../ui/EmptyState';
import { Figures } from '../../../ui/Figures';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useRegister, useStockItems } from '../api';
import { firstRange, rangeError, registerCsvUrl, shortDay, unitTotals } from '../stock-rules';
import { MovementList } from './MovementList';

const EVERY_ITEM = { q: '', categoryId: '', low: false, inactive: true };

/**
 * The stock register of a range (this month up to today to begin with, at most 366 days), of
 * every item or one: each movement with the item's balance after it, the value that came in and
 * went out (and the units, for one item), and the same register as CSV.
 */
export function RegisterPanel(props: { groupId: string; today: string }) {
  const [range, setRange] = useState(() => ({ ...firstRange(props.today), itemId: '' }));
  const error = rangeError(range.from, range.to);
  const register = useRegister(props.groupId, range, !error);
  const items = useStockItems(props.groupId, EVERY_ITEM);
  const headingId = useId();
  const data = register.data;
  const item = items.data?.items.find((i) => i.id === range.itemId);
  const units = item && data ? unitTotals(data.movements) : null;

  const day = (label: string, key: 'from' | 'to', fieldError?: string) => (
    <TextField
      type="date"
      label={label}
      value={range[key]}
      onChange={(e) => setRange({ ...range, [key]: e.target.value })}
      size="small"
      error={!!fieldError}
      helperText={fieldError}
      sx={{ flex: '1 1 140px', maxWidth: { sm: 190 } }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: props.today } }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {day('From', 'from')}
        {day('To', 'to', error)}
        <Choice
          label="Item"
          size="small"
          value={range.itemId}
          onChange={(itemId) => setRange({ ...range, itemId })}
          empty="Every item"
          sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
        >
          {(items.data?.items ?? []).map((i) => (
            <option key={i.id} value={i.id}>
              {i.active ? i.name : `${i.name} (disabled)`}
            </option>
          ))}
        </Choice>
        <Button
          variant="outlined"
          component="a"
          href={registerCsvUrl(props.groupId, range.from, range.to, range.itemId)}
          download
          startIcon={<DownloadOutlined />}
          disabled={!!error}
          sx={{ ml: { md: 'auto' }, minHeight: 40 }}
        >
          Download CSV
        </Button>
      </Box>
      {error ? null : register.isPending ? (
        <Loading label="Loading the register…" />
      ) : register.isError ? (
        <LoadError error={register.error} onRetry={() => register.refetch()} />
      ) : data ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={headingId}
          sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
        >
          <Typography id={headingId} component="h2" variant="h3" aria-live="polite">
            Register{item ? ` of ${item.name}` : ''} · {shortDay(data.from)} to {shortDay(data.to)}
          </Typography>
          <Figures
            columns={units ? 4 : 2}
            items={[
              { label: 'Value in', value: formatRupees(data.inValuePaise), strong: true },
              { label: 'Value out', value: formatRupees(data.outValuePaise), strong: true },
              ...(units && item
                ? [
                    { label: 'Units in', value: unitsText(units.inward, item.unit) },
                    { label: 'Units out', value: unitsText(units.outward, item.unit) },
                  ]
                : []),
            ]}
          />
          {data.movements.length === 0 ? (
            <EmptyState>No stock moved in these days.</EmptyState>
          ) : (
            <MovementList
              movements={data.movements}
              withItem={!item}
              label={`Stock register, ${shortDay(data.from)} to ${shortDay(data.to)}`}
            />
          )}
        </Paper>
      ) : null}
    </Box>
  );
}
