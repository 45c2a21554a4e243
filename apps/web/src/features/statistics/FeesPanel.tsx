import { type FeeStatistics, formatRupees } from '@shala/shared';
import { shownDay, shownMonth } from '../../core/format';
import { BarChart } from '../../ui/BarChart';
import { type Range, useRangeStatistics } from './api';
import { ChartCard, Loaded, Pair, Stack, StatTable, Summary } from './parts';
import { axisMonth, compactRupees, countShown, feeCaption } from './statistics-rules';

const money = (paise: number) => formatRupees(paise);
const axis = (paise: number) => compactRupees(paise / 100);

function Shown({ f }: { f: FeeStatistics }) {
  const manyYears = f.months.length > 12;
  const dueCells = (r: {
    duePaise: number;
    paidPaise: number;
    discountPaise: number;
    outstandingPaise: number;
  }) => [r.duePaise, r.paidPaise, r.discountPaise, r.outstandingPaise].map(money);
  return (
    <Stack>
      <Summary
        items={[
          { label: 'Fell due', value: money(f.duePaise), strong: true },
          { label: 'Paid into them', value: money(f.paidPaise) },
          { label: 'Outstanding', value: money(f.outstandingPaise) },
          { label: 'Overdue', value: money(f.overduePaise) },
          { label: 'Collected in the range', value: money(f.collectedPaise), strong: true },
          { label: 'Defaulters', value: countShown(f.defaulters.count) },
        ]}
      />
      <Pair>
        <ChartCard title="Due and collected by month">
          <BarChart
            series={[
              { key: 'due', label: 'Fell due' },
              { key: 'collected', label: 'Collected' },
            ]}
            categories={f.months.map((m) => ({
              key: m.month,
              label: axisMonth(m.month, manyYears),
              values: [m.duePaise, m.collectedPaise],
            }))}
            axis={axis}
            caption={feeCaption(f)}
          />
        </ChartCard>
        <ChartCard title="Due and paid by class">
          <BarChart
            layout="rows"
            series={[
              { key: 'due', label: 'Fell due' },
              { key: 'paid', label: 'Paid' },
            ]}
            categories={f.classes.map((c) => ({
              key: c.classId,
              label: c.className,
              values: [c.duePaise, c.paidPaise + c.discountPaise],
            }))}
            axis={axis}
            caption={`The charges of each class falling due in the range, and what was paid into them (discounts included): ${money(
              f.outstandingPaise,
            )} outstanding in all.`}
          />
        </ChartCard>
      </Pair>
      <Pair>
        <StatTable
          title="Due and collected by month"
          columns={['Month', 'Fell due', 'Collected']}
          rows={f.months.map((m) => ({
            key: m.month,
            cells: [shownMonth(m.month), money(m.duePaise), money(m.collectedPaise)],
          }))}
          total={['Total', money(f.duePaise), money(f.collectedPaise)]}
        />
        <StatTable
          title="Dues by class"
          columns={['Class', 'Fell due', 'Paid', 'Discount', 'Outstanding']}
          rows={f.classes.map((c) => ({ key: c.classId, cells: [c.className, ...dueCells(c)] }))}
          total={['Total', ...dueCells(f)]}
        />
      </Pair>
      <StatTable
        title={
          f.defaulters.count > f.defaulters.top.length
            ? `Defaulters: the ${f.defaulters.top.length} who owe most of ${countShown(f.defaulters.count)}`
            : 'Defaulters'
        }
        columns={['Student', 'Class', 'Overdue', 'Unpaid since']}
        rows={f.defaulters.top.map((d) => ({
          key: d.profileId,
          cells: [d.name, d.className, money(d.overduePaise), shownDay(d.since)],
        }))}
        total={[`All ${countShown(f.defaulters.count)}`, '', money(f.defaulters.overduePaise), '']}
      />
    </Stack>
  );
}

/** Fees: the charges falling due in the range against what came in, and who is behind. */
export function FeesPanel(props: { groupId: string; range: Range; valid: boolean }) {
  const query = useRangeStatistics('fees', props.groupId, props.range, props.valid);
  if (!props.valid) return null;
  return (
    <Loaded query={query} label="Loading the fees…">
      {(f) => <Shown f={f} />}
    </Loaded>
  );
}
