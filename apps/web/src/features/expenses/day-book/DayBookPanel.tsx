import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useDayBook } from '../api';
import { AccountsTable } from './AccountsTable';
import {
  type DayBookChoice,
  dayBookFileUrl,
  firstChoice,
  pendingNote,
  rangeError,
  rangeOf,
  rangeTitle,
} from './day-book-rules';
import { LinesTable } from './LinesTable';

/**
 * The day book of a day (today, in India, to begin with) or of a range of at most 92 days: each
 * account's opening, receipts, payments and closing with their total, then every line, fee
 * receipts and entries alike; a reversed line stays listed, marked, and out of every total.
 * Entries still awaiting approval are counted apart. The CSV and the PDF are the same book.
 */
export function DayBookPanel(props: {
  groupId: string;
  today: string;
  onOpenEntry: (id: string) => void;
  onShowPending: () => void;
}) {
  const [choice, setChoice] = useState<DayBookChoice>(() => firstChoice(props.today));
  const { from, to } = rangeOf(choice);
  const error = rangeError(from, to);
  const book = useDayBook(props.groupId, from, to, !error);
  const data = book.data;
  const headingId = useId();
  const shows = !error && data;

  const day = (label: string, key: 'day' | 'from' | 'to', fieldError?: string) => (
    <TextField
      type="date"
      label={label}
      value={choice[key]}
      onChange={(e) => setChoice({ ...choice, [key]: e.target.value })}
      size="small"
      error={!!fieldError}
      helperText={fieldError}
      sx={{ flex: '0 1 180px', minWidth: 150 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: props.today } }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={choice.mode}
          onChange={(_, mode: DayBookChoice['mode'] | null) =>
            mode && setChoice({ ...choice, mode })
          }
          aria-label="The book of"
          sx={{ height: 40 }}
        >
          <ToggleButton value="day">One day</ToggleButton>
          <ToggleButton value="range">Date range</ToggleButton>
        </ToggleButtonGroup>
        {choice.mode === 'day' ? (
          day('Day', 'day', error)
        ) : (
          <>
            {day('From', 'from')}
            {day('To', 'to', error)}
          </>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { md: 'auto' } }}>
          <Button
            variant="outlined"
            component="a"
            href={dayBookFileUrl('csv', props.groupId, from, to)}
            download
            startIcon={<DownloadOutlined />}
            disabled={!shows}
            aria-label="Download the day book as CSV"
          >
            CSV
          </Button>
          <Button
            variant="outlined"
            component="a"
            href={dayBookFileUrl('pdf', props.groupId, from, to)}
            download
            startIcon={<DownloadOutlined />}
            disabled={!shows}
            aria-label="Download the day book as PDF"
          >
            PDF
          </Button>
        </Box>
      </Box>
      {error ? null : book.isPending ? (
        <Loading label="Loading the day book…" />
      ) : book.isError ? (
        <LoadError error={book.error} onRetry={() => book.refetch()} />
      ) : data ? (
        <Box
          component="section"
          aria-labelledby={headingId}
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
        >
          <Typography id={headingId} component="h2" variant="h3" aria-live="polite">
            Day book · {rangeTitle(data.from, data.to)}
          </Typography>
          {data.pending > 0 ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={props.onShowPending}>
                  Show them
                </Button>
              }
            >
              {pendingNote(data.pending, data.from === data.to)}
            </Alert>
          ) : null}
          <AccountsTable book={data} />
          <LinesTable book={data} onOpenEntry={props.onOpenEntry} />
        </Box>
      ) : null}
    </Box>
  );
}
