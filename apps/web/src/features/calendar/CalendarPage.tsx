import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type CalendarEntry, indiaDay } from '@shala/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { usePermission } from '../permissions';
import { AgendaView } from './AgendaView';
import { useCalendar } from './api';
import {
  CALENDAR_VIEWS,
  type CalendarViewName,
  daysOfView,
  isDay,
  stepDay,
  viewHeading,
} from './calendar-dates';
import { EntryDialog } from './EntryDialog';
import { EventFormDialog, type SchoolPlace } from './EventFormDialog';
import { KIND_LOOK } from './entry-kinds';
import { FeedPanel } from './FeedPanel';
import { MonthView } from './MonthView';
import { SchoolEventsPanel } from './SchoolEventsPanel';
import { WeekView } from './WeekView';

const VIEW_LABEL: Record<CalendarViewName, string> = {
  month: 'Month',
  week: 'Week',
  agenda: 'Agenda',
};

/**
 * /event: the acting profile's calendar (issue 24 §4): school events, holidays, exam windows,
 * fee due dates, personal events and to-dos due, as a month, a week or an agenda (a phone's
 * first view). The view and day live in the address, so Back and a shared link keep them.
 */
export default function CalendarPage() {
  const user = useShellUser();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const today = indiaDay(new Date());
  const asked = params.get('view');
  const view: CalendarViewName =
    CALENDAR_VIEWS.find((v) => v === asked) ?? (phone ? 'agenda' : 'month');
  const dayParam = params.get('day');
  const day = isDay(dayParam) ? dayParam : today;
  const days = daysOfView(view, day);
  const calendar = useCalendar(days[0] ?? day, days[days.length - 1] ?? day);
  const [open, setOpen] = useState<CalendarEntry | null>(null);
  const [form, setForm] = useState<{ editing: CalendarEntry | null } | null>(null);
  const instituteId = user.defaultInstituteId ?? '';
  const classId = user.defaultClassId ?? '';
  // The whole institute's events are made by who keeps them all; a class teacher makes her class's.
  const atInstitute = usePermission('manageEvents', instituteId || null);
  const inClass = usePermission('createEvent', classId || null);
  const keeps = usePermission('disableEvent', instituteId || null);
  const school: SchoolPlace | null =
    atInstitute && instituteId
      ? { groupId: instituteId, instituteWide: true }
      : inClass && classId
        ? { groupId: classId, instituteWide: false }
        : null;
  const go = (next: { view?: CalendarViewName; day?: string }) =>
    setParams({ view: next.view ?? view, day: next.day ?? day }, { replace: false });
  const entries = calendar.data?.entries ?? [];
  // ?event= (an event notification's click target) opens that event once the day has loaded.
  const askedEvent = params.get('event');
  const linked = askedEvent ? entries.find((e) => e.id === `event:${askedEvent}`) : undefined;
  useEffect(() => {
    if (!linked) return;
    setOpen(linked);
    setParams(
      (p) => {
        p.delete('event');
        return p;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography variant="h1" component="h1">
          Calendar
        </Typography>
        <Button variant="contained" onClick={() => setForm({ editing: null })}>
          Add event
        </Button>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, v: CalendarViewName | null) => v && go({ view: v })}
          aria-label="View"
        >
          {CALENDAR_VIEWS.map((v) => (
            <ToggleButton key={v} value={v} sx={{ minWidth: 64 }}>
              {VIEW_LABEL[v]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Previous" onClick={() => go({ day: stepDay(view, day, -1) })}>
            <span aria-hidden="true">‹</span>
          </IconButton>
          <Button onClick={() => go({ day: today })}>Today</Button>
          <IconButton aria-label="Next" onClick={() => go({ day: stepDay(view, day, 1) })}>
            <span aria-hidden="true">›</span>
          </IconButton>
        </Stack>
        <Typography component="h2" variant="h6" aria-live="polite">
          {viewHeading(view, day)}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1.5 }}
        aria-label="Colours"
      >
        {Object.values(KIND_LOOK).map((k) => (
          <Typography
            key={k.label}
            sx={{ fontSize: '0.8rem', borderLeft: `4px solid ${k.colour}`, pl: 0.5 }}
          >
            {k.label}
          </Typography>
        ))}
      </Stack>
      {calendar.isPending ? (
        <Loading label="Loading the calendar…" />
      ) : calendar.isError ? (
        <LoadError error={calendar.error} onRetry={() => calendar.refetch()} />
      ) : view === 'month' ? (
        <MonthView
          days={days}
          month={day.slice(0, 7)}
          today={today}
          entries={entries}
          onOpen={setOpen}
          onDay={(d) => go({ view: 'agenda', day: d })}
        />
      ) : view === 'week' ? (
        <WeekView days={days} today={today} entries={entries} onOpen={setOpen} />
      ) : (
        <AgendaView days={days} today={today} entries={entries} onOpen={setOpen} />
      )}
      {keeps && instituteId && <SchoolEventsPanel instituteId={instituteId} />}
      <FeedPanel />
      {open && (
        <EntryDialog
          entry={open}
          onClose={() => setOpen(null)}
          onEdit={(e) => {
            setOpen(null);
            setForm({ editing: e });
          }}
        />
      )}
      {form && (
        <EventFormDialog
          day={day}
          editing={form.editing}
          school={school}
          instituteId={instituteId}
          onClose={() => setForm(null)}
        />
      )}
    </Box>
  );
}
