import {
  periodsOf,
  type TimetableLesson,
  type TimetableSettings,
  type TimetableWeek,
  weekdayName,
} from '@shala/shared';

/**
 * The week's grid (pure, tested): rows are the day's slots (periods and breaks), columns the
 * working days; a lesson sits in the cell of its first period and spans its duration.
 */
export type GridRow =
  | { kind: 'BREAK'; label: string; start: string; end: string }
  | { kind: 'PERIOD'; number: number; label: string; start: string; end: string };

export function gridRows(settings: Pick<TimetableSettings, 'slots'>): GridRow[] {
  const numbers = new Map(periodsOf(settings.slots).map((p) => [p.slot, p.number]));
  return settings.slots.map((slot) =>
    slot.kind === 'BREAK'
      ? { kind: 'BREAK', label: slot.label, start: slot.start, end: slot.end }
      : {
          kind: 'PERIOD',
          number: numbers.get(slot) ?? 0,
          label: slot.label,
          start: slot.start,
          end: slot.end,
        },
  );
}

export const dayNames = (settings: Pick<TimetableSettings, 'days'>) =>
  settings.days.map(weekdayName);

/** The lessons of a day and period (a double lesson is found in each period it covers). */
export function lessonsAt(lessons: readonly TimetableLesson[], day: number, period: number) {
  return lessons.filter(
    (l) => l.day === day && period >= l.period && period < l.period + l.duration,
  );
}

/** Today's day of the school week (from 1), or null on a day off; `isoWeekday` 1 Monday … 7. */
export function todayOf(
  settings: Pick<TimetableSettings, 'days'>,
  isoWeekday: number,
): number | null {
  const index = settings.days.indexOf(isoWeekday);
  return index < 0 ? null : index + 1;
}

/** Who teaches, where: "Asha Verma · Lab 1" (a teacher's own week shows the class instead). */
export function lessonLine(
  lesson: TimetableLesson,
  viewKind: 'class' | 'teacher' | 'room',
): string {
  const classes = lesson.classes.map((c) => c.name).join(' + ');
  const teachers = lesson.teachers.map((t) => t.name).join(' + ');
  const parts =
    viewKind === 'class' ? [teachers] : viewKind === 'teacher' ? [classes] : [classes, teachers];
  if (lesson.room && viewKind !== 'room') parts.push(lesson.room.name);
  return parts.filter(Boolean).join(' · ');
}

/** "Taken by Meena Iyer on 07 Dec": the substitutes of a lesson in the coming days. */
export function substituteLine(
  week: Pick<TimetableWeek, 'substitutions'>,
  lessonId: string,
): string {
  return week.substitutions
    .filter((s) => s.lessonId === lessonId)
    .map((s) => {
      const [, month, day] = s.date.split('-');
      const name = MONTHS[Number(month) - 1] ?? '';
      return `Taken by ${s.substitute} on ${day} ${name}`;
    })
    .join('; ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
