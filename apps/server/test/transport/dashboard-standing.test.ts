import { feeTotals, indiaDay, PROFILE_API, sumFeeTotals } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentDues } from '../../src/db/schema/index.js';
import { duesByStudent, duesOfStudents } from '../../src/modules/fees/index.js';
import { useTestApp } from '../support/app.js';
import { as } from '../support/factories.js';
import { assign, line, owed, payInto, transportDues, transportSchool } from './transport-school.js';

// The dashboard's transport figures are summed in the database (transport/standing-queries.ts
// with fees' owedTotalsSql): they must be what feeTotals gives over the riders' dues as
// duesOfStudents reads them. The clock stands at 1 June 2026: Term 1 (10 April) is overdue,
// Term 2 (10 October) not yet due.

describe("the dashboard's transport figures", () => {
  const t = useTestApp();

  it('equal feeTotals over the riders’ dues: partly paid, discounted, overdue, not yet due, cancelled', async () => {
    const s = await transportSchool(t);
    const db = t.app.deps.database.db;
    const route = await line(t, s, { instalments: [300_000, 200_000] });
    const [rohan, meera, kabir, ira] = s.students;
    for (const student of [rohan, meera, kabir]) {
      const res = await assign(t, s, student, route.stopIds[0] as string);
      expect(res.statusCode, res.body).toBe(200);
    }
    const terms = async (student: typeof rohan) => {
      const [term1, term2] = owed(await transportDues(t, s, student));
      if (!term1 || !term2) throw new Error('two instalments expected');
      return { term1, term2 };
    };
    // Rohan paid part of the overdue Term 1.
    const r = await terms(rohan);
    await payInto(t, r.term1.id, 120_000);
    // Meera paid Term 1 and was let off all of Term 2: she owes nothing.
    const m = await terms(meera);
    await payInto(t, m.term1.id, 300_000);
    await db
      .update(studentDues)
      .set({ discountPaise: 200_000 })
      .where(eq(studentDues.id, m.term2.id));
    // Kabir's Term 1 was cancelled; a discount particular and a carried-over due are not owed.
    const k = await terms(kabir);
    await db
      .update(studentDues)
      .set({ cancelledAt: t.clock.now() })
      .where(eq(studentDues.id, k.term1.id));
    const { id: _id, ...copy } = k.term2;
    await db.insert(studentDues).values([
      { ...copy, sourceId: null, kind: 'DISCOUNT', amountPaise: 50_000, particular: 'Sibling' },
      { ...copy, sourceId: null, amountPaise: 70_000, carriedOverAt: t.clock.now() },
      // Rohan's school fees are not transport fees; Ira rides nothing, whatever she owes.
      { ...copy, sourceId: null, profileId: rohan.profileId, recordType: 'FEES' },
      { ...copy, sourceId: null, profileId: ira.profileId, classId: s.classB.id },
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: PROFILE_API.dashboard,
      headers: as(s.manager),
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().transport;

    const riders = [rohan, meera, kabir].map((p) => p.profileId);
    const dues = duesByStudent(
      await duesOfStudents(db, {
        instituteId: s.institute.id,
        sessionId: s.institute.session.id,
        profileIds: riders,
        recordType: 'TRANSPORTATION_FEES',
      }),
    );
    const today = indiaDay(t.clock.now());
    const each = riders.map((id) => feeTotals(dues.get(id) ?? [], today));
    const total = sumFeeTotals(each);
    expect(shown).toEqual({
      routes: 1,
      riders: 3,
      unpaid: total.due,
      overdue: total.overdue,
      ridersOwing: each.filter((x) => x.due > 0).length,
    });
    // By hand: Rohan 1,800 overdue + 2,000; Meera nothing; Kabir 2,000 not yet due.
    expect(shown).toEqual({
      routes: 1,
      riders: 3,
      unpaid: 580_000,
      overdue: 180_000,
      ridersOwing: 2,
    });
  });
});
