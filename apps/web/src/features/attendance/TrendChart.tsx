import { PercentBars } from './PercentBars';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (m: string) => MONTHS[Number(m.slice(5)) - 1] ?? m;

/** A person's last six months, each month's percentage a bar; red under the institute's threshold. */
export function TrendChart(props: {
  trend: { month: string; percent: number | null }[];
  threshold: number;
}) {
  const { trend } = props;
  return (
    <PercentBars
      title="The last six months"
      headingId="trend-heading"
      threshold={props.threshold}
      bars={trend.map((t) => ({
        key: t.month,
        label: monthName(t.month),
        spoken: monthName(t.month),
        percent: t.percent,
      }))}
    />
  );
}
