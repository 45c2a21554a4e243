import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StatisticsSetup } from '@shala/shared';
import { useState } from 'react';
import { useShellUser } from '../../core/shell-user';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SearchParamTabs } from '../../ui/SearchParamTabs';
import { AttendancePanel } from './AttendancePanel';
import { type Range, useStatisticsSetup } from './api';
import { EnrolmentPanel } from './EnrolmentPanel';
import { FeesPanel } from './FeesPanel';
import { FinancePanel } from './FinancePanel';
import { RangeFields, Stack } from './parts';
import { ResultsPanel } from './ResultsPanel';
import { rangeError } from './statistics-rules';

type TabKey = 'enrolment' | 'attendance' | 'fees' | 'finance' | 'results';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'enrolment', label: 'Enrolment' },
  { key: 'attendance', label: 'Attendance' },
  { key: 'fees', label: 'Fees' },
  { key: 'finance', label: 'Income & expenses' },
  { key: 'results', label: 'Results' },
];

/** The sections over a range share it: a range chosen on one stays on the next. */
function Sections(props: { groupId: string; setup: StatisticsSetup }) {
  const [range, setRange] = useState<Range>({ from: props.setup.from, to: props.setup.to });
  const error = rangeError(range.from, range.to);
  const ranged = (panel: React.ReactNode) => (
    <Stack>
      <RangeFields range={range} onChange={setRange} today={props.setup.today} error={error} />
      {panel}
    </Stack>
  );
  const shown = { groupId: props.groupId, range, valid: !error };
  return (
    <SearchParamTabs
      idPrefix="statistics"
      label="Statistics sections"
      tabs={TABS}
      panel={(key) =>
        key === 'enrolment' ? (
          <EnrolmentPanel groupId={props.groupId} setup={props.setup} />
        ) : key === 'attendance' ? (
          ranged(<AttendancePanel {...shown} />)
        ) : key === 'fees' ? (
          ranged(<FeesPanel {...shown} />)
        ) : key === 'finance' ? (
          ranged(<FinancePanel {...shown} />)
        ) : (
          ranged(<ResultsPanel {...shown} />)
        )
      }
    />
  );
}

/**
 * /statistics (issue 25 §6, School ERP → Statistics): the figures of the profile's default
 * institute for its admin and accountant (getStatistics): enrolment by class, gender and session;
 * the students' attendance; fees falling due against what was collected, and the defaulters;
 * income against expenses; exam results by class and subject. Each section a chart (plain SVG)
 * with the table of the same figures, over a range of up to five years (or a session); the
 * section is kept in `?tab=`.
 */
export default function StatisticsPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const setup = useStatisticsSetup(instituteId);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <Typography variant="h1" component="h1">
          Statistics
        </Typography>
        <Typography color="text.secondary">
          Enrolment, attendance, fees, income and expenses, and exam results, with charts.
        </Typography>
      </Box>
      {setup.isPending ? (
        <Loading label="Loading the statistics…" />
      ) : setup.isError ? (
        <LoadError error={setup.error} onRetry={() => setup.refetch()} />
      ) : (
        <Sections groupId={instituteId} setup={setup.data} />
      )}
    </Box>
  );
}
