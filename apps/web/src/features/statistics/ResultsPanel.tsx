import type { ResultStatistics } from '@shala/shared';
import { BarChart } from '../../ui/BarChart';
import { EmptyState } from '../../ui/EmptyState';
import { type Range, useRangeStatistics } from './api';
import { ChartCard, Loaded, Pair, Stack, StatTable, Summary } from './parts';
import { countShown, percentShown } from './statistics-rules';

const SERIES = [
  { key: 'average', label: 'Average' },
  { key: 'pass', label: 'Passed' },
];
type Figures = { attempts: number; averagePercent: number | null; passPercent: number | null };
const cellsOf = (r: Figures) => [
  countShown(r.attempts),
  percentShown(r.averagePercent),
  percentShown(r.passPercent),
];

function Shown({ r }: { r: ResultStatistics }) {
  const chart = (
    rows: ReadonlyArray<Figures & { key: string; label: string }>,
    caption: string,
  ) => (
    <BarChart
      layout="rows"
      series={SERIES}
      categories={rows.map((x) => ({
        key: x.key,
        label: x.label,
        values: [x.averagePercent, x.passPercent],
      }))}
      top={100}
      axis={(v) => `${v}%`}
      caption={caption}
    />
  );
  return (
    <Stack>
      <Summary
        items={[
          { label: 'Exams with results', value: countShown(r.exams) },
          { label: 'Attempts', value: countShown(r.attempts) },
          { label: 'Average', value: percentShown(r.averagePercent), strong: true },
          { label: `Passed (${r.passMark}% or more)`, value: percentShown(r.passPercent) },
        ]}
      />
      {r.attempts === 0 ? (
        <EmptyState>No exam of this range has its results yet.</EmptyState>
      ) : (
        <Pair>
          <ChartCard title="Results by class">
            {chart(
              r.classes.map((c) => ({ ...c, key: c.classId, label: c.className })),
              `Average percentage and share passed at ${r.passMark}%, by class: ${percentShown(
                r.averagePercent,
              )} on average, ${percentShown(r.passPercent)} passed.`,
            )}
          </ChartCard>
          <ChartCard title="Results by subject">
            {chart(
              r.subjects.map((s) => ({ ...s, key: s.subject, label: s.subject })),
              `Average percentage and share passed by subject (a question's category): ${r.subjects
                .map((s) => `${s.subject} ${percentShown(s.averagePercent)}`)
                .join(', ')}.`,
            )}
          </ChartCard>
        </Pair>
      )}
      <Pair>
        <StatTable
          title="Results by class"
          columns={['Class', 'Exams', 'Attempts', 'Average', 'Passed']}
          rows={r.classes.map((c) => ({
            key: c.classId,
            cells: [c.className, countShown(c.exams), ...cellsOf(c)],
          }))}
          total={['All classes', countShown(r.exams), ...cellsOf(r)]}
        />
        <StatTable
          title="Results by subject"
          columns={['Subject', 'Attempts', 'Average', 'Passed']}
          rows={r.subjects.map((s) => ({ key: s.subject, cells: [s.subject, ...cellsOf(s)] }))}
        />
      </Pair>
    </Stack>
  );
}

/** Results: the evaluated attempts of the range's exams by class and by subject. */
export function ResultsPanel(props: { groupId: string; range: Range; valid: boolean }) {
  const query = useRangeStatistics('results', props.groupId, props.range, props.valid);
  if (!props.valid) return null;
  return (
    <Loaded query={query} label="Loading the results…">
      {(r) => <Shown r={r} />}
    </Loaded>
  );
}
