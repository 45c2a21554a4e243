import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees, type FeeSummaryStudent as StudentSummary } from '@shala/shared';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SearchField } from '../../ui/PagedList';
import { useGroup } from '../groups';
import { AddToCartButton } from '../payments';
import { useClassSummary } from './api';
import { TotalsStrip } from './details/TotalsStrip';
import {
  collectedPercent,
  matchesName,
  nextSort,
  SORT_KEYS,
  SORT_LABELS,
  type Sort,
  type SortKey,
  sortedRows,
  summaryTotals,
  withDues,
} from './financials/financials';
import { type Column, StackedTable } from './parts/StackedTable';
import { FEE_STRUCTURE_PATH, feeDetailsPath } from './paths';

const SORT_CHOICES = SORT_KEYS.flatMap((key) =>
  (['asc', 'desc'] as const).map((direction) => ({
    value: `${key}:${direction}`,
    label:
      key === 'fullName'
        ? `Student, ${direction === 'asc' ? 'A to Z' : 'Z to A'}`
        : `${SORT_LABELS[key]}, ${direction === 'asc' ? 'smallest first' : 'largest first'}`,
  })),
);

/**
 * /class/financials/:groupId (spec §2.4 notification target): each student's payable, paid, due
 * and overdue with the class totals; sortable by any column, filtered to those with dues or by
 * name; each student links to their fee details, and cashiers put students in the cart.
 */
export default function ClassFinancialsPage() {
  const { groupId = '' } = useParams();
  const group = useGroup(groupId);
  const summary = useClassSummary(groupId);
  const [sort, setSort] = useState<Sort>({ key: 'due', direction: 'desc' });
  const [onlyDues, setOnlyDues] = useState(false);
  const [search, setSearch] = useState('');
  const className = group.data?.name ?? summary.data?.className ?? 'Class';
  const instituteId = group.data?.instituteId ?? '';
  const all = summary.data?.students ?? [];
  const shown = useMemo(() => {
    const filtered = (onlyDues ? withDues(all) : all).filter((r) => matchesName(r, search));
    return sortedRows(filtered, sort);
  }, [all, onlyDues, search, sort]);
  const classTotals = summary.data?.totals ?? summaryTotals(all);
  const shownTotals = summaryTotals(shown);
  const direction = (key: SortKey) => (sort.key === key ? sort.direction : 'none');

  const student = (r: StudentSummary) => ({
    userProfileId: r.userProfileId,
    fullName: r.fullName,
    sessionId: summary.data?.sessionId ?? null,
    classId: groupId,
    className,
    instituteId,
  });
  const money = (key: Exclude<SortKey, 'fullName'>): Column<StudentSummary> => ({
    key,
    label: SORT_LABELS[key],
    numeric: true,
    sort: direction(key),
    render: (r) =>
      key === 'overdue' && r.overdue > 0 ? (
        <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
          {formatRupees(r.overdue)}
        </Box>
      ) : (
        formatRupees(r[key])
      ),
  });
  const columns: Column<StudentSummary>[] = [
    {
      key: 'fullName',
      label: SORT_LABELS.fullName,
      sort: direction('fullName'),
      render: (r) => (
        <Link
          component={RouterLink}
          to={feeDetailsPath(r.userProfileId)}
          // A target of at least 24 px (WCAG 2.5.8), not just the text's height.
          sx={{ display: 'inline-block', minHeight: 24, py: 0.25 }}
        >
          {r.fullName}
        </Link>
      ),
    },
    money('payable'),
    money('paid'),
    money('due'),
    money('overdue'),
    ...(instituteId
      ? [
          {
            key: 'cart',
            label: 'Cart',
            wideOnly: true,
            render: (r: StudentSummary) => <AddToCartButton student={student(r)} />,
          },
        ]
      : []),
  ];

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1" component="h1">
          Class financials
        </Typography>
        <Typography color="text.secondary">
          <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {className}
          </Box>
          {group.data?.activeSession ? ` · Session ${group.data.activeSession.name}` : ''}
        </Typography>
      </Box>
      {summary.isPending && <Loading label="Loading the class's fees…" />}
      {summary.isError && <LoadError error={summary.error} onRetry={() => summary.refetch()} />}
      {summary.data && (
        <>
          <TotalsStrip label={`Totals of ${className}`} totals={classTotals} />
          <Box>
            <Typography variant="body2" id="collected-label">
              Collected {collectedPercent(classTotals)}% of what is payable
            </Typography>
            <LinearProgress
              variant="determinate"
              value={collectedPercent(classTotals)}
              aria-labelledby="collected-label"
              sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <SearchField label="Search students" value={search} onChange={setSearch} />
            <FormControlLabel
              control={
                <Switch checked={onlyDues} onChange={(e) => setOnlyDues(e.target.checked)} />
              }
              label="Only with dues"
            />
            <TextField
              select
              size="small"
              label="Sort by"
              value={`${sort.key}:${sort.direction}`}
              onChange={(e) => {
                const [key, dir] = e.target.value.split(':') as [SortKey, 'asc' | 'desc'];
                setSort({ key, direction: dir });
              }}
              sx={{ display: { sm: 'none' }, flex: '1 1 200px' }}
            >
              {SORT_CHOICES.map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {shown.length === all.length
              ? `${all.length} ${all.length === 1 ? 'student' : 'students'}`
              : `${shown.length} of ${all.length} students`}
          </Typography>
          {all.length === 0 ? (
            <EmptyState>
              No fees are assigned to this class yet.{' '}
              <Link component={RouterLink} to={`${FEE_STRUCTURE_PATH}?class=${groupId}`}>
                Fee structure
              </Link>
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState>No students match.</EmptyState>
          ) : (
            <StackedTable
              caption={`Fees of each student of ${className}`}
              columns={columns}
              rows={shown}
              rowKey={(r) => r.userProfileId}
              onSort={(key) => setSort((s) => nextSort(s, key as SortKey))}
              highlight={(r) => r.overdue > 0}
              rowActions={instituteId ? (r) => <AddToCartButton student={student(r)} /> : undefined}
              footer={{
                fullName: shown.length === all.length ? 'Total' : 'Total of these',
                payable: formatRupees(shownTotals.payable),
                paid: formatRupees(shownTotals.paid),
                due: formatRupees(shownTotals.due),
                overdue: formatRupees(shownTotals.overdue),
              }}
            />
          )}
        </>
      )}
    </Box>
  );
}
