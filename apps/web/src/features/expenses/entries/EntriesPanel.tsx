import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EXPENSE_STATUSES, type ExpenseSetup, type ExpenseStatus } from '@shala/shared';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { Pager, useListQuery } from '../../../ui/PagedList';
import { useEntries } from '../api';
import { EntryFilters, rangeProblem } from './EntryFilters';
import { EntryList } from './EntryList';
import { type EntryFilters as Filters, NO_ENTRY_FILTERS, totalsText } from './entry-rules';

const statusOf = (text: string | null): ExpenseStatus | '' =>
  EXPENSE_STATUSES.find((s) => s === text) ?? '';

/**
 * The institute's income and expense entries, filtered and paged, with the money in and out
 * and the entries awaiting approval over every page; each opens its dialog. `initialStatus`:
 * the day book's "Show them" asks for the pending ones.
 */
export function EntriesPanel(props: {
  groupId: string;
  setup: ExpenseSetup;
  initialStatus: string | null;
  onOpenEntry: (id: string) => void;
}) {
  const list = useListQuery();
  const [filters, setFilters] = useState<Filters>(() => ({
    ...NO_ENTRY_FILTERS,
    status: statusOf(props.initialStatus),
  }));
  const query: Filters = { ...filters, q: list.query.search, page: list.query.page };
  const entries = useEntries(props.groupId, query, !rangeProblem(filters));
  const data = entries.data;

  return (
    <Box>
      <EntryFilters
        filters={filters}
        categories={props.setup.categories}
        search={list.text}
        onSearch={list.setText}
        onChange={(change) => {
          setFilters((f) => {
            const next = { ...f, ...change };
            // A category of the other kind finds nothing: it goes with the kind's change.
            const category = props.setup.categories.find((c) => c.id === next.categoryId);
            if (change.kind && category && category.kind !== change.kind) next.categoryId = '';
            return next;
          });
          list.setPage(1);
        }}
      />
      <Typography variant="body2" aria-live="polite" sx={{ my: 1.5 }}>
        {data ? totalsText(data) : ''}
      </Typography>
      {entries.isPending ? (
        rangeProblem(filters) ? null : (
          <Loading label="Loading entries…" />
        )
      ) : entries.isError ? (
        <LoadError error={entries.error} onRetry={() => entries.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState>
          {props.setup.mayRecord
            ? 'No entries match these filters. Record one with New entry.'
            : 'No entries match these filters.'}
        </EmptyState>
      ) : (
        <>
          <EntryList entries={data.content} onOpen={props.onOpenEntry} />
          <Pager
            label="Pages of entries"
            page={data.page}
            pageSize={data.size}
            total={data.total}
            onPage={list.setPage}
          />
        </>
      )}
    </Box>
  );
}
