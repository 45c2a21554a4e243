import type { AttendanceStatistics } from '@shala/shared';
import { shownMonth } from '../../core/format';
import { BarChart } from '../../ui/BarChart';
import { EmptyState } from '../../ui/EmptyState';
import { type Range, useRangeStatistics } from './api';
import { ChartCard, Loaded, Pair, Stack, StatTable, Summary } from './parts';
import { axisMonth, countShown, lowest, percentShown } from './statistics-rules';

type Figures = AttendanceStatistics['months'][number];
const COLUMNS = ['Marks', 'Present', 'Absent', 'Half days', 'On leave', 'Attendance'];
const cellsOf = (f: Omit<Figures, 'month'>) => [
  ...[f.marked, f.present, f.absent, f.half, f.excused].map(countShown),
  percentShown(f.percent),
];

function Shown({ a }: { a: AttendanceStatistics }) {
  const manyYears = a.months.length > 12;
  const low = lowest(a.classes, (c) => c.className);
  return (
    <Stack>
      <Summary
        items={[
          { label: 'Attendance', value: percentShown(a.percent), strong: true },
          { label: 'Marks', value: countShown(a.marked) },
          { label: 'Present', value: countShown(a.present) },
          { label: 'Absent', value: countShown(a.absent) },
          { label: 'Half days', value: countShown(a.half) },
          { label: 'On leave', value: countShown(a.excused) },
        ]}
      />
      {a.marked === 0 ? (
        <EmptyState>No attendance was marked in this range.</EmptyState>
      ) : (
        <Pair>
          <ChartCard title="Attendance by month">
            <BarChart
              series={[{ key: 'percent', label: 'Attendance' }]}
              categories={a.months.map((m) => ({
                key: m.month,
                label: axisMonth(m.month, manyYears),
                values: [m.percent],
              }))}
              top={100}
              axis={(v) => `${v}%`}
              caption={`Share of marks present, month by month: ${percentShown(a.percent)} over the range.`}
            />
          </ChartCard>
          <ChartCard title="Attendance by class">
            <BarChart
              layout="rows"
              series={[{ key: 'percent', label: 'Attendance' }]}
              categories={a.classes.map((c) => ({
                key: c.classId,
                label: c.className,
                values: [c.percent],
              }))}
              top={100}
              axis={(v) => `${v}%`}
              caption={`Share of marks present by class${low ? `; the lowest is ${low}` : ''}.`}
            />
          </ChartCard>
        </Pair>
      )}
      <Pair>
        <StatTable
          title="Attendance by month"
          columns={['Month', ...COLUMNS]}
          rows={a.months.map((m) => ({
            key: m.month,
            cells: [shownMonth(m.month), ...cellsOf(m)],
          }))}
          total={['Total', ...cellsOf(a)]}
        />
        <StatTable
          title="Attendance by class"
          columns={['Class', ...COLUMNS]}
          rows={a.classes.map((c) => ({ key: c.classId, cells: [c.className, ...cellsOf(c)] }))}
        />
      </Pair>
    </Stack>
  );
}

/** Attendance: the students' marks of the range by month and by class. */
export function AttendancePanel(props: { groupId: string; range: Range; valid: boolean }) {
  const query = useRangeStatistics('attendance', props.groupId, props.range, props.valid);
  if (!props.valid) return null;
  return (
    <Loaded query={query} label="Loading the attendance…">
      {(a) => <Shown a={a} />}
    </Loaded>
  );
}
