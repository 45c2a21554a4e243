import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EXPENSE_KINDS, EXPENSE_STATUSES, type ExpenseCategoryView } from '@shala/shared';
import { useId, useState } from 'react';
import { SearchField } from '../../../ui/PagedList';
import {
  type EntryFilters as Filters,
  filterCount,
  KIND_LABELS,
  STATUS_LABELS,
} from './entry-rules';

type Editable = Omit<Filters, 'q' | 'page'>;

/** The first day after the last: said before it is asked. */
export const rangeProblem = (f: Pick<Filters, 'from' | 'to'>) =>
  f.from && f.to && f.from > f.to ? 'The start date must be on or before the end date.' : undefined;

/**
 * The entries' filters: the search box, kind, status, category and a date range, in one row that
 * wraps. On a phone they fold behind a Filters button (saying how many are set).
 */
export function EntryFilters(props: {
  filters: Filters;
  categories: readonly ExpenseCategoryView[];
  search: string;
  onSearch: (text: string) => void;
  onChange: (change: Partial<Editable>) => void;
}) {
  const { filters } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();
  const problem = rangeProblem(filters);
  const folded = phone && !unfolded && !problem;
  const set = filterCount(filters);
  // Categories of the chosen kind only; their kind beside them when both are listed.
  const categories = props.categories.filter((c) => !filters.kind || c.kind === filters.kind);

  const select = (
    label: string,
    key: 'kind' | 'status' | 'categoryId',
    options: ReadonlyArray<{ value: string; label: string }>,
    any: string,
  ) => (
    <TextField
      select
      label={label}
      value={filters[key]}
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
      value={filters[key]}
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
      <SearchField label="Search entries" value={props.search} onChange={props.onSearch} />
      {phone ? (
        <Button
          variant="outlined"
          startIcon={<FilterListOutlined />}
          aria-expanded={!folded}
          aria-controls={foldId}
          onClick={() => setUnfolded(folded)}
        >
          Filters{set > 0 ? ` (${set})` : ''}
        </Button>
      ) : null}
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
        {select(
          'Kind',
          'kind',
          EXPENSE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] })),
          'Income and expenses',
        )}
        {select(
          'Status',
          'status',
          EXPENSE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          'Any status',
        )}
        {select(
          'Category',
          'categoryId',
          categories.map((c) => ({
            value: c.id,
            label: filters.kind ? c.name : `${c.name} (${KIND_LABELS[c.kind]})`,
          })),
          'All categories',
        )}
        {day('From', 'from')}
        {day('To', 'to', problem)}
      </Box>
    </Box>
  );
}
