/** Bounds of the calendar's and the to-dos' fields (the screens and the server share them). */
export const EVENT_TITLE_MAX = 120;
export const EVENT_TEXT_MAX = 2000;
export const EVENT_LOCATION_MAX = 120;
/** An event lasts at most this long (a term-long "event" is a term, not an event). */
export const EVENT_DAYS_MAX = 92;
/** Classes one school event may be for; none is the whole institute. */
export const EVENT_CLASSES_MAX = 60;
/** A calendar is asked for at most this many days at once (a month view shows six weeks). */
export const CALENDAR_SPAN_DAYS_MAX = 100;
export const TODO_TITLE_MAX = 200;
export const TODO_NOTES_MAX = 4000;
/** Open to-dos a profile may keep (a list, not a database). */
export const TODOS_MAX = 500;
