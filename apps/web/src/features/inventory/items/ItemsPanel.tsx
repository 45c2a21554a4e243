import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { formatRupees, STOCK_SEARCH_MAX, type StockSetup } from '@shala/shared';
import { useEffect, useRef, useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { Choice } from '../../../ui/Choice';
import { EmptyState } from '../../../ui/EmptyState';
import { Figures } from '../../../ui/Figures';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useStockItems } from '../api';
import type { ItemFilters } from '../stock-rules';
import { type ItemActing, ItemActionDialog } from './ItemActionDialog';
import { ItemsTable } from './ItemsTable';

/** What the search box holds, asked for once typing pauses. */
function useTyped(value: string, onSettled: (value: string) => void) {
  const [typed, setTyped] = useState(value);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => settled.current(typed), 300);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return [typed, setTyped] as const;
}

/**
 * The store's items: what they hold and are worth together and how many are low; found by name
 * or code, category, low stock only, and the disabled ones too; each opens its register. Those
 * who keep the store receive, issue, write off and edit from each line.
 */
export function ItemsPanel(props: {
  groupId: string;
  setup: StockSetup;
  filters: ItemFilters;
  onFilters: (filters: ItemFilters) => void;
  onOpen: (id: string) => void;
}) {
  const { setup, filters, onFilters } = props;
  const items = useStockItems(props.groupId, filters);
  const [acting, setActing] = useState<ItemActing | null>(null);
  const [typed, setTyped] = useTyped(filters.q, (q) => onFilters({ ...filters, q }));
  const data = items.data;
  const set = (change: Partial<ItemFilters>) => onFilters({ ...filters, ...change });
  const filtered = filters.q || filters.categoryId || filters.low;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {data ? (
        <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Summary" component="section">
          <Figures
            columns={3}
            items={[
              {
                label: filtered ? 'Items found' : 'Items',
                value: data.items.length.toLocaleString('en-IN'),
                strong: true,
              },
              { label: 'Stock value', value: formatRupees(data.totalValuePaise), strong: true },
              {
                label: 'Low stock',
                value:
                  data.lowCount === 0 ? (
                    'None'
                  ) : (
                    <Box component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
                      <span>{data.lowCount.toLocaleString('en-IN')}</span>
                      {filters.low ? null : (
                        <Button
                          size="small"
                          onClick={() => set({ low: true })}
                          sx={{ minHeight: 24, py: 0 }}
                        >
                          Show them
                        </Button>
                      )}
                    </Box>
                  ),
                strong: true,
              },
            ]}
          />
        </Paper>
      ) : null}
      <Box
        role="search"
        aria-label="Find items"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <TextField
          label="Search"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Name or code"
          sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
          slotProps={{
            htmlInput: { maxLength: STOCK_SEARCH_MAX, type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Choice
          label="Category"
          size="small"
          value={filters.categoryId}
          onChange={(categoryId) => set({ categoryId })}
          empty="Every category"
          sx={{ flex: '1 1 180px', maxWidth: { sm: 240 } }}
        >
          {setup.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.active ? c.name : `${c.name} (disabled)`}
            </option>
          ))}
        </Choice>
        <FormControlLabel
          control={
            <Switch checked={filters.low} onChange={(e) => set({ low: e.target.checked })} />
          }
          label="Low stock only"
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.inactive}
              onChange={(e) => set({ inactive: e.target.checked })}
            />
          }
          label="Show disabled"
        />
      </Box>
      {items.isPending ? (
        <Loading label="Loading the items…" />
      ) : items.isError ? (
        <LoadError error={items.error} onRetry={() => items.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState>
          {filtered
            ? 'No item matches these filters.'
            : setup.manages
              ? 'No item yet: add the store’s first item.'
              : 'The store has no item yet.'}
        </EmptyState>
      ) : data ? (
        <ItemsTable
          items={data.items}
          manages={setup.manages}
          onOpen={props.onOpen}
          onAct={(action, item) => setActing({ action, item })}
        />
      ) : null}
      {acting ? (
        <ItemActionDialog
          groupId={props.groupId}
          setup={setup}
          acting={acting}
          onClose={() => setActing(null)}
          onDone={(message) => {
            setActing(null);
            showSnack({ message, severity: 'success' });
          }}
        />
      ) : null}
    </Box>
  );
}
