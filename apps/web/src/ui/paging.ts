/** One page of a searchable list: what the search box and the pager ask for. */
export type ListQuery = { search: string; page: number; pageSize: number };

/** A list query as the API's query string (an empty search is left out), with extra filters. */
export function listQueryParams(q: ListQuery, extra: Record<string, string | undefined> = {}) {
  return {
    query: {
      search: q.search.trim() || undefined,
      page: q.page,
      pageSize: q.pageSize,
      ...extra,
    },
  };
}

/** "Showing 21–40 of 57", or "No results". */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'No results';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${total}`;
}

/** The number of pages a list of `total` items needs (at least one). */
export const pageCount = (pageSize: number, total: number) =>
  Math.max(1, Math.ceil(total / pageSize));
