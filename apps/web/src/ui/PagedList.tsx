import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../core/http';
import { type ListQuery, pageCount, rangeText } from './paging';

export const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** The search text (sent a moment after typing stops) and the page of one list. */
export function useListQuery() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query: ListQuery = { search, page, pageSize: PAGE_SIZE };
  return { text, setText, query, setPage };
}

export function SearchField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      label={props.label}
      type="search"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      size="small"
      sx={{ flex: '1 1 220px', minWidth: 0 }}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Loading, failed and empty states of a list; the items otherwise. */
export function ListBody(props: {
  isPending: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (props.error) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(props.error)}
      </Alert>
    );
  }
  if (props.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (props.empty) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {props.emptyText}
      </Typography>
    );
  }
  return <>{props.children}</>;
}

export function Pager(props: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const count = pageCount(props.pageSize, props.total);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mt: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {rangeText(props.page, props.pageSize, props.total)}
      </Typography>
      {count > 1 ? (
        <Pagination
          aria-label={props.label}
          page={props.page}
          count={count}
          onChange={(_, page) => props.onPage(page)}
          siblingCount={0}
          size="small"
        />
      ) : null}
    </Box>
  );
}

/** One page of a list as the API answers it. */
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

/**
 * A searchable, paged list: its filters above, then its loading, failed or empty state, or
 * the items and the pager.
 */
export function PagedList<T>(props: {
  /** The search field and the filters, in one row that wraps on narrow screens. */
  filters: ReactNode;
  result: { isPending: boolean; error: unknown; data?: Page<T> | undefined };
  emptyText: string;
  /** The pager's name for screen readers ("Institute pages"). */
  pagesLabel: string;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  const data = props.result.data;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        {props.filters}
      </Box>
      <ListBody
        isPending={props.result.isPending}
        error={props.result.error}
        empty={!!data && data.items.length === 0}
        emptyText={props.emptyText}
      >
        {data ? props.children(data.items) : null}
        {data ? (
          <Pager
            label={props.pagesLabel}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={props.onPage}
          />
        ) : null}
      </ListBody>
    </Box>
  );
}
