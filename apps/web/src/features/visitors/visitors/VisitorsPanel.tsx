import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { VISITOR_SEARCH_MAX, type VisitorSetup, type VisitorView } from '@shala/shared';
import { useEffect, useRef, useState } from 'react';
import { shownDay } from '../../../core/format';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { EmptyState } from '../../../ui/EmptyState';
import { Figures } from '../../../ui/Figures';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useVisitorChanges, useVisitors, type VisitorFilters } from '../api';
import { DayPicker } from '../parts';
import { CheckInDialog } from './CheckInDialog';
import { VisitorList } from './VisitorList';

/** What the search box holds, asked for once typing pauses. */
function useTyped(value: string, onSettled: (value: string) => void) {
  const [typed, setTyped] = useState(value);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => settled.current(typed), 300);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return [typed, setTyped] as const;
}

/**
 * The desk's visitor log: today's by default, another day by the date, found by name or phone,
 * or only those still inside; how many came and are inside; Check in a visitor (with a photo
 * from the phone's camera) and Check out. `highlight` marks a visitor a notification named.
 */
export function VisitorsPanel(props: {
  groupId: string;
  setup: VisitorSetup;
  highlight: string | null;
}) {
  const { setup } = props;
  const [filters, setFilters] = useState<VisitorFilters>({
    day: setup.today,
    q: '',
    inside: false,
  });
  const [typed, setTyped] = useTyped(filters.q, (q) => setFilters((f) => ({ ...f, q })));
  const log = useVisitors(props.groupId, filters);
  const changes = useVisitorChanges(props.groupId);
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState<string | null>(null);
  const data = log.data;
  const today = filters.day === setup.today;
  const filtered = !!filters.q.trim() || filters.inside;

  // A notification's visitor is brought into view once the log holds it.
  const shownOnce = useRef<string | null>(null);
  useEffect(() => {
    const id = props.highlight;
    if (!id || shownOnce.current === id || !data?.visitors.some((v) => v.id === id)) return;
    shownOnce.current = id;
    const row = document.getElementById(`visitor-${id}`);
    row?.scrollIntoView({ block: 'center' });
    row?.focus();
  }, [props.highlight, data]);

  const checkOut = async (visitor: VisitorView) => {
    setLeaving(visitor.id);
    try {
      const saved = await changes.checkOut.mutateAsync(visitor.id);
      showSnack({ message: saved.message, severity: 'success' });
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
    setLeaving(null);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        {data ? (
          <Paper
            variant="outlined"
            sx={{ p: 1.5, flex: '1 1 240px', maxWidth: { sm: 420 } }}
            aria-label="Summary"
            component="section"
          >
            <Figures
              items={[
                {
                  label: today ? 'Came today' : `Came on ${shownDay(data.day)}`,
                  value: data.total.toLocaleString('en-IN'),
                  strong: true,
                },
                { label: 'Inside now', value: data.inside.toLocaleString('en-IN'), strong: true },
              ]}
            />
          </Paper>
        ) : (
          <span />
        )}
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Outlined aria-hidden />}
          onClick={() => setAdding(true)}
        >
          Check in a visitor
        </Button>
      </Box>
      <Box
        role="search"
        aria-label="Find visitors"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <DayPicker
          value={filters.day}
          today={setup.today}
          onChange={(day) => setFilters((f) => ({ ...f, day }))}
          sx={{ flex: '0 1 180px' }}
        />
        <TextField
          label="Search"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Name or phone"
          sx={{ flex: '1 1 200px', maxWidth: { sm: 320 } }}
          slotProps={{
            htmlInput: { maxLength: VISITOR_SEARCH_MAX, type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filters.inside}
              onChange={(e) => setFilters((f) => ({ ...f, inside: e.target.checked }))}
            />
          }
          label="Inside now"
        />
      </Box>
      {log.isPending ? (
        <Loading label="Loading the visitors…" />
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={() => log.refetch()} />
      ) : data && data.visitors.length === 0 ? (
        <EmptyState>
          {filtered
            ? 'No visitor matches these filters.'
            : today
              ? 'No visitor yet today.'
              : 'No visitor came that day.'}
        </EmptyState>
      ) : data ? (
        <VisitorList
          groupId={props.groupId}
          visitors={data.visitors}
          label={today ? 'Visitors of today' : `Visitors of ${shownDay(data.day)}`}
          onCheckOut={(v) => void checkOut(v)}
          busyId={leaving}
          highlight={props.highlight}
        />
      ) : null}
      {adding ? (
        <CheckInDialog
          groupId={props.groupId}
          setup={setup}
          onClose={() => setAdding(false)}
          onDone={(message) => {
            setAdding(false);
            showSnack({ message, severity: 'success' });
          }}
        />
      ) : null}
    </Box>
  );
}
