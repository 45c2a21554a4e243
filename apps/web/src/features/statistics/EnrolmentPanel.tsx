import type { Enrolment, StatisticsSetup } from '@shala/shared';
import { useState } from 'react';
import { BarChart } from '../../ui/BarChart';
import { Choice } from '../../ui/Choice';
import { EmptyState } from '../../ui/EmptyState';
import { useEnrolment } from './api';
import { ChartCard, Loaded, Pair, Stack, StatTable, Summary } from './parts';
import { countShown } from './statistics-rules';

const COLUMNS = ['Boys', 'Girls', 'Other or not given', 'Total'] as const;
const cellsOf = (r: { boys: number; girls: number; other: number; total: number }) =>
  [r.boys, r.girls, r.other, r.total].map(countShown);

/** The chart's series: boys and girls, and "other" only when someone is counted there. */
function seriesOf(e: Enrolment) {
  const series = [
    { key: 'boys', label: 'Boys' },
    { key: 'girls', label: 'Girls' },
  ];
  return e.other > 0 || e.sessions.some((s) => s.other > 0)
    ? [...series, { key: 'other', label: 'Other or not given' }]
    : series;
}

function Figures({ e }: { e: Enrolment }) {
  const series = seriesOf(e);
  const values = (r: { boys: number; girls: number; other: number }) =>
    series.map((s) => r[s.key as 'boys' | 'girls' | 'other']);
  const largest = [...e.classes].sort((a, b) => b.total - a.total)[0];
  return (
    <Stack>
      <Summary
        items={[
          { label: 'Students', value: countShown(e.total), strong: true },
          { label: 'Boys', value: countShown(e.boys) },
          { label: 'Girls', value: countShown(e.girls) },
          { label: 'Other or not given', value: countShown(e.other) },
          { label: 'Classes', value: countShown(e.classes.length) },
        ]}
      />
      {e.total === 0 ? <EmptyState>No students in {e.session.name}.</EmptyState> : null}
      <Pair>
        <ChartCard title={`Students by class, ${e.session.name}`}>
          <BarChart
            layout="rows"
            whole
            series={series}
            categories={e.classes.map((c) => ({
              key: c.classId,
              label: c.className,
              values: values(c),
            }))}
            axis={(v) => countShown(v)}
            caption={`${e.session.name}: ${countShown(e.total)} students, ${countShown(e.boys)} boys and ${countShown(e.girls)} girls${
              largest && largest.total > 0
                ? `; the largest class is ${largest.className} with ${countShown(largest.total)}.`
                : '.'
            }`}
          />
        </ChartCard>
        <ChartCard title="Students by session">
          <BarChart
            whole
            series={series}
            categories={e.sessions.map((s) => ({
              key: s.sessionId,
              label: s.name,
              values: values(s),
            }))}
            axis={(v) => countShown(v)}
            caption={`Students of the latest sessions: ${e.sessions
              .map((s) => `${s.name}, ${countShown(s.total)}`)
              .join('; ')}.`}
          />
        </ChartCard>
      </Pair>
      <Pair>
        <StatTable
          title={`Enrolment by class, ${e.session.name}`}
          columns={['Class', ...COLUMNS]}
          rows={e.classes.map((c) => ({ key: c.classId, cells: [c.className, ...cellsOf(c)] }))}
          total={['Total', ...cellsOf(e)]}
        />
        <StatTable
          title="Enrolment by session"
          columns={['Session', ...COLUMNS]}
          rows={e.sessions.map((s) => ({ key: s.sessionId, cells: [s.name, ...cellsOf(s)] }))}
        />
      </Pair>
    </Stack>
  );
}

/** Enrolment: a session's students by class and gender, and the latest sessions side by side. */
export function EnrolmentPanel(props: { groupId: string; setup: StatisticsSetup }) {
  const [sessionId, setSessionId] = useState(
    props.setup.activeSessionId ?? props.setup.sessions[0]?.id ?? '',
  );
  const enrolment = useEnrolment(props.groupId, sessionId);
  return (
    <Stack>
      <Choice
        label="Session"
        size="small"
        value={sessionId}
        onChange={setSessionId}
        sx={{ maxWidth: 260 }}
      >
        {props.setup.sessions.map((s) => (
          <option key={s.id} value={s.id}>
            {s.id === props.setup.activeSessionId ? `${s.name} (current)` : s.name}
          </option>
        ))}
      </Choice>
      <Loaded query={enrolment} label="Loading the enrolment…">
        {(e) => <Figures e={e} />}
      </Loaded>
    </Stack>
  );
}
