import { type FinanceStatistics, formatRupees } from '@shala/shared';
import { shownMonth } from '../../core/format';
import { BarChart } from '../../ui/BarChart';
import { type Range, useRangeStatistics } from './api';
import { ChartCard, Loaded, Pair, Stack, StatTable, Summary } from './parts';
import { axisMonth, compactRupees, financeCaption } from './statistics-rules';

const money = (paise: number) => formatRupees(paise);

function Shown({ f }: { f: FinanceStatistics }) {
  const manyYears = f.months.length > 12;
  const cells = (r: {
    feesPaise: number;
    incomePaise: number;
    expensePaise: number;
    netPaise: number;
  }) => [r.feesPaise, r.incomePaise, r.expensePaise, r.netPaise].map(money);
  return (
    <Stack>
      <Summary
        items={[
          { label: 'Fees collected', value: money(f.feesPaise) },
          { label: 'Other income', value: money(f.incomePaise) },
          { label: 'Expenses', value: money(f.expensePaise) },
          { label: 'Net', value: money(f.netPaise), strong: true },
        ]}
      />
      <ChartCard title="Income and expenses by month">
        <BarChart
          series={[
            { key: 'received', label: 'Received (fees and other income)' },
            { key: 'spent', label: 'Spent (expenses)' },
          ]}
          categories={f.months.map((m) => ({
            key: m.month,
            label: axisMonth(m.month, manyYears),
            values: [m.feesPaise + m.incomePaise, m.expensePaise],
          }))}
          axis={(paise) => compactRupees(paise / 100)}
          caption={financeCaption(f)}
        />
      </ChartCard>
      <Pair>
        <StatTable
          title="Income and expenses by month"
          columns={['Month', 'Fees', 'Other income', 'Expenses', 'Net']}
          rows={f.months.map((m) => ({ key: m.month, cells: [shownMonth(m.month), ...cells(m)] }))}
          total={['Total', ...cells(f)]}
        />
        <StatTable
          title="By category"
          columns={['Category', 'Kind', 'Amount']}
          rows={f.categories.map((c) => ({
            key: `${c.kind}:${c.name}`,
            cells: [c.name, c.kind === 'INCOME' ? 'Income' : 'Expense', money(c.amountPaise)],
          }))}
        />
      </Pair>
    </Stack>
  );
}

/** Income and expenses: as the day book counts them, month by month and by category. */
export function FinancePanel(props: { groupId: string; range: Range; valid: boolean }) {
  const query = useRangeStatistics('finance', props.groupId, props.range, props.valid);
  if (!props.valid) return null;
  return (
    <Loaded query={query} label="Loading income and expenses…">
      {(f) => <Shown f={f} />}
    </Loaded>
  );
}
