import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type ClassData,
  PAYMENT_METHODS,
  PAYMENT_RECORD_TYPES,
  TRANSACTION_STATUSES,
} from '@shala/shared';
import { useId, useState } from 'react';
import { SearchField } from '../../../ui/PagedList';
import { constantLabel } from '../labels';
import { activeFilterCount, dateRangeError, type TransactionQuery } from './filters';

type Editable = Omit<TransactionQuery, 'groupId' | 'pageNo' | 'limit' | 'q'>;

const STATUS_LABELS = { ACTIVE: 'Paid', REVERTED: 'Reverted' } as const;

/**
 * The transactions' filters: a date range, the class, the record type, the medium and the
 * status, with the search box; one row that wraps. On a phone the filters fold behind a
 * Filters button (saying how many are set), so the payments start on the first screen.
 */
export function TransactionFilters(props: {
  query: TransactionQuery;
  classes: readonly ClassData[];
  search: string;
  onSearch: (text: string) => void;
  onChange: (change: Partial<Editable>) => void;
}) {
  const { query } = props;
  const rangeError = dateRangeError(query.from, query.to);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();
  const set = activeFilterCount(query);
  const folded = phone && !unfolded && !rangeError;
  const select = (
    label: string,
    key: keyof Editable,
    options: ReadonlyArray<{ value: string; label: string }>,
    any: string,
  ) => (
    <TextField
      select
      label={label}
      value={query[key]}
      onChange={(e) => props.onChange({ [key]: e.target.value })}
      size="small"
      sx={{ flex: '1 1 150px', minWidth: 0 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{any}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
  const day = (label: string, key: 'from' | 'to', error?: string) => (
    <TextField
      type="date"
      label={label}
      value={query[key]}
      onChange={(e) => props.onChange({ [key]: e.target.value })}
      error={!!error}
      helperText={error}
      size="small"
      sx={{ flex: '1 1 150px', minWidth: 0 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <SearchField label="Search" value={props.search} onChange={props.onSearch} />
      {phone && (
        <Button
          variant="outlined"
          startIcon={<FilterListOutlined />}
          aria-expanded={!folded}
          aria-controls={foldId}
          onClick={() => setUnfolded(folded)}
        >
          Filters{set > 0 ? ` (${set})` : ''}
        </Button>
      )}
      <Box
        id={foldId}
        sx={{
          display: folded ? 'none' : 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'flex-start',
          flex: '1 1 100%',
        }}
      >
        {day('From', 'from')}
        {day('To', 'to', rangeError)}
        {select(
          'Class',
          'classId',
          props.classes.map((c) => ({ value: c.id, label: c.name })),
          'All classes',
        )}
        {select(
          'Type',
          'recordType',
          PAYMENT_RECORD_TYPES.map((t) => ({ value: t, label: constantLabel(t) })),
          'All types',
        )}
        {select(
          'Medium',
          'paymentMedium',
          PAYMENT_METHODS.map((m) => ({ value: m, label: constantLabel(m) })),
          'All mediums',
        )}
        {select(
          'Status',
          'status',
          TRANSACTION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          'Any status',
        )}
      </Box>
    </Box>
  );
}
