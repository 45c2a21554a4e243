import ButtonBase from '@mui/material/ButtonBase';
import type { CalendarEntry } from '@shala/shared';
import { daysOfEntry, timeOf } from './calendar-dates';
import { KIND_LOOK } from './entry-kinds';

/**
 * One entry in a month or week cell: its time (none all day) and title, its kind's colour on the
 * edge and in the words read aloud; on the later days of a long entry, "…" for its time. A button (at least 24 px high) that opens the entry.
 */
export function EntryChip(props: {
  entry: CalendarEntry;
  /** The day of the cell: an entry going on from an earlier day shows no start time there. */
  day: string;
  onOpen: (e: CalendarEntry) => void;
}) {
  const { entry } = props;
  const look = KIND_LOOK[entry.kind];
  const startsHere = daysOfEntry(entry)[0] === props.day;
  const time = entry.allDay ? '' : startsHere ? `${timeOf(entry.startAt)} ` : '… ';
  return (
    <ButtonBase
      onClick={() => props.onOpen(entry)}
      aria-label={`${look.label}: ${time}${entry.title}`}
      sx={{
        display: 'block',
        width: '100%',
        minHeight: 24,
        px: 0.5,
        textAlign: 'left',
        fontSize: '0.75rem',
        lineHeight: '22px',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        borderLeft: `4px solid ${look.colour}`,
        bgcolor: 'grey.100',
        color: 'text.primary',
        borderRadius: 0.5,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {time}
      {entry.title}
    </ButtonBase>
  );
}
