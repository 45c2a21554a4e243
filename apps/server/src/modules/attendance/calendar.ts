import { type CalendarEntry, indiaDay, indiaDayEnd, indiaDayStart } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { AppContext, CalendarAsk } from '../../context.js';
import { selectRows } from '../../db/rows.js';

type HolidayRow = { day: string; name: string; classId: string | null; className: string | null };

/**
 * Holidays on a calendar (issue 24 §1 and §4): the institute's holidays of the institutes the
 * people asked belong to, and their classes' own, each once. A working day a class keeps on an
 * institute holiday (a working Saturday) is not a holiday for that class's people.
 */
export async function holidayCalendar(ctx: AppContext, ask: CalendarAsk): Promise<CalendarEntry[]> {
  if (ask.people.length === 0) return [];
  const from = indiaDay(ask.from);
  const to = indiaDay(new Date(ask.to.getTime() - 1));
  const people = sql.join(
    ask.people.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await selectRows<HolidayRow>(
    ctx.db,
    sql`with joined as (
          select distinct m.group_id as id, g.type, coalesce(g.super_group_id, g.id) as institute_id
          from memberships m join groups g on g.id = m.group_id
          where m.profile_id in (${people}))
        select distinct h.day::text as day, h.name, h.class_id as "classId", c.name as "className"
        from attendance_holidays h
        left join groups c on c.id = h.class_id
        where h.kind = 'HOLIDAY' and h.day between ${from}::date and ${to}::date
          and (h.class_id in (select id from joined where type = 'CLASS')
            or (h.class_id is null
              and h.institute_id in (select institute_id from joined)
              and not exists (
                select 1 from attendance_holidays w
                where w.kind = 'WORKING' and w.day = h.day
                  and w.class_id in (select id from joined where type = 'CLASS'))))
        order by day
        limit 400`,
  );
  return rows.map((h) => ({
    id: `holiday:${h.day}:${h.classId ?? 'institute'}`,
    kind: 'HOLIDAY' as const,
    title: h.className ? `${h.name} (${h.className})` : h.name,
    description: null,
    location: null,
    startAt: indiaDayStart(h.day).toISOString(),
    endAt: indiaDayEnd(h.day).toISOString(),
    allDay: true,
    target: null,
    editableId: null,
  }));
}
