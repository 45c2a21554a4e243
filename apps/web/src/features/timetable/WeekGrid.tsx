import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TimetableLesson, TimetableWeek } from '@shala/shared';
import { useState } from 'react';
import { visuallyHidden } from '../../ui/visually-hidden';
import {
  dayNames,
  gridRows,
  lessonLine,
  lessonsAt,
  substituteLine,
  todayOf,
} from './week-grid-rules';

type Props = {
  week: TimetableWeek;
  /** An admin's click on a lesson (to move it); none for a reader. */
  onLesson?: (lesson: TimetableLesson) => void;
};

const cellSx = { border: 1, borderColor: 'divider', p: 0.5, verticalAlign: 'top' } as const;

/** One lesson's card: subject, and who or where (a button for an admin). */
function LessonCard({
  lesson,
  kind,
  onLesson,
  substitute,
}: {
  lesson: TimetableLesson;
  kind: 'class' | 'teacher' | 'room';
  onLesson?: Props['onLesson'];
  substitute: string;
}) {
  // A button's name starts with what it does and holds the words it shows (WCAG 2.5.3).
  const body = (
    <Box
      sx={{
        borderLeft: 4,
        borderColor: lesson.subject.colour ?? 'primary.main',
        pl: 1,
        py: 0.5,
        textAlign: 'left',
        width: '100%',
        minHeight: 24,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {onLesson ? (
          <Box component="span" sx={visuallyHidden}>
            Move{' '}
          </Box>
        ) : null}
        {lesson.subject.name}
        {lesson.duration > 1 ? ` (${lesson.duration} periods)` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {lessonLine(lesson, kind)}
      </Typography>
      {onLesson && lesson.fixed ? (
        <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
          Kept fixed
        </Typography>
      ) : null}
      {substitute ? (
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'warning.dark', fontWeight: 600 }}
        >
          {substitute}
        </Typography>
      ) : null}
    </Box>
  );
  if (!onLesson) return body;
  return (
    <ButtonBase
      sx={{
        width: '100%',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
      onClick={() => onLesson(lesson)}
    >
      {body}
    </ButtonBase>
  );
}

/**
 * The week as a table (days across, periods and breaks down) on a desktop, and one day at a time
 * with tabs on a phone (today's first). A double lesson shows in each period it covers.
 */
export function WeekGrid({ week, onLesson }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = gridRows(week.settings);
  const days = dayNames(week.settings);
  const today = todayOf(week.settings, ((new Date().getDay() + 6) % 7) + 1) ?? 1;
  const [day, setDay] = useState(today);
  const kind = week.view?.kind ?? 'class';
  const cell = (d: number, period: number) =>
    lessonsAt(week.lessons, d, period).map((l) => (
      <LessonCard
        key={l.id}
        lesson={l}
        kind={kind}
        onLesson={onLesson}
        substitute={substituteLine(week, l.id)}
      />
    ));
  if (phone) {
    return (
      <Box>
        <Tabs
          value={day}
          onChange={(_e, value: number) => setDay(value)}
          variant="scrollable"
          aria-label="Day of the week"
        >
          {days.map((name, i) => (
            <Tab
              key={name}
              value={i + 1}
              label={name.slice(0, 3)}
              aria-label={name}
              sx={{ minWidth: 56 }}
            />
          ))}
        </Tabs>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={days[day - 1]}>
          {rows.map((row) => (
            <Box
              component="li"
              key={`${row.label}-${row.start}`}
              sx={{ display: 'flex', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ width: 72, flexShrink: 0 }}>
                <Typography variant="body2">
                  {row.kind === 'PERIOD' ? `P${row.number}` : row.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.start}–{row.end}
                </Typography>
              </Box>
              <Box sx={{ flexGrow: 1 }}>
                {row.kind === 'PERIOD' ? cell(day, row.number) : null}
                {row.kind === 'PERIOD' && lessonsAt(week.lessons, day, row.number).length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    Free
                  </Typography>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' }}
      >
        <caption style={{ textAlign: 'left', padding: 4 }}>
          {week.view ? `${week.view.name}: the week` : 'The week'}
        </caption>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cellSx, width: 96 }}>
              Period
            </Box>
            {days.map((name) => (
              <Box component="th" scope="col" key={name} sx={cellSx}>
                {name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.label}-${row.start}`}>
              <Box
                component="th"
                scope="row"
                sx={{ ...cellSx, fontWeight: 400, textAlign: 'left' }}
              >
                <Typography variant="body2">
                  {row.kind === 'PERIOD' ? row.label : row.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.start}–{row.end}
                </Typography>
              </Box>
              {row.kind === 'BREAK' ? (
                <Box
                  component="td"
                  colSpan={days.length}
                  sx={{ ...cellSx, bgcolor: 'action.hover', textAlign: 'center' }}
                >
                  {row.label}
                </Box>
              ) : (
                days.map((name, i) => (
                  <Box component="td" key={name} sx={cellSx}>
                    {cell(i + 1, row.number)}
                  </Box>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
