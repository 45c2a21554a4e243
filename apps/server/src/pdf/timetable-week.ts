import { periodsOf, type TimetableWeek, weekdayName } from '@shala/shared';
import { renderPdf, writeText } from './document.js';
import { A4, type Column, table } from './layout.js';

const MARGIN = { top: 30, bottom: 30, left: 24, right: 24 };

/** What a cell says: the subject, then who or where (the class on a teacher's week). */
function cellOf(week: TimetableWeek, day: number, period: number): string {
  const kind = week.view?.kind ?? 'class';
  return week.lessons
    .filter((l) => l.day === day && period >= l.period && period < l.period + l.duration)
    .map((l) => {
      const who =
        kind === 'teacher'
          ? l.classes.map((c) => c.name).join(' + ')
          : l.teachers.map((t) => t.name).join(' + ');
      return [l.subject.name, who, kind !== 'room' ? (l.room?.name ?? '') : '']
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
}

/** A class's, teacher's or room's week on one A4 landscape page (issue 24 §2: printable). */
export function timetableWeekPdf(school: string, week: TimetableWeek): Promise<Buffer> {
  const title = `Timetable · ${week.view?.name ?? ''}`;
  return renderPdf({ title, author: school }, (doc) => {
    const width = A4.height - MARGIN.left - MARGIN.right;
    const newPage = () => {
      doc.addPage({ size: 'A4', layout: 'landscape', margins: MARGIN });
      return MARGIN.top;
    };
    newPage();
    doc.fontSize(12);
    writeText(doc, school, { x: MARGIN.left, y: MARGIN.top, width, bold: true });
    doc.fontSize(10);
    writeText(doc, title, { x: MARGIN.left, y: MARGIN.top + 16, width });
    const numbers = new Map(periodsOf(week.settings.slots).map((p) => [p.slot, p.number]));
    const dayWidth = Math.floor((width - 80) / week.settings.days.length);
    const columns: Column[] = [
      { header: 'Period', width: 80 },
      ...week.settings.days.map((d) => ({ header: weekdayName(d), width: dayWidth })),
    ];
    table(
      doc,
      columns,
      week.settings.slots.map((slot) => {
        const number = numbers.get(slot);
        const label = `${slot.label}\n${slot.start}–${slot.end}`;
        if (number === undefined) {
          return { cells: [label, ...week.settings.days.map(() => '')], color: '#555555' };
        }
        return {
          cells: [label, ...week.settings.days.map((_d, i) => cellOf(week, i + 1, number))],
        };
      }),
      {
        x: MARGIN.left,
        y: MARGIN.top + 40,
        fontSize: 8,
        bottom: A4.width - MARGIN.bottom,
        nextPage: newPage,
      },
    );
  });
}
