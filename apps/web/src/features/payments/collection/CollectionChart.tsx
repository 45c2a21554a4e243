import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { type DayCollection, formatRupees } from '@shala/shared';
import { useId } from 'react';
import { busiestHours, compactRupees, hourLabel } from './collection-rules';

/**
 * The day's collection hour by hour (@mui/x-charts, in its own lazily loaded chunk). The chart
 * is a picture: its caption says the same in words, and the tables beside it have every figure.
 */
export default function CollectionChart({ collection }: { collection: DayCollection }) {
  const captionId = useId();
  const hours = collection.byHour.filter((h) => h.count > 0 || (h.hour >= 8 && h.hour <= 18));
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Box aria-hidden="true">
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: hours.map((h) => hourLabel(h.hour)) }]}
          yAxis={[
            { valueFormatter: (v: number | null) => compactRupees(Math.round((v ?? 0) * 100)) },
          ]}
          series={[
            {
              data: hours.map((h) => h.amount / 100),
              label: 'Collected',
              valueFormatter: (v) => formatRupees(Math.round((v ?? 0) * 100)),
            },
          ]}
          hideLegend
          margin={{ left: 8, right: 8 }}
        />
      </Box>
      <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary">
        Collection by hour. {busiestHours(collection)}
      </Typography>
    </Box>
  );
}
