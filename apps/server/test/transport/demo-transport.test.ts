import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  groups,
  studentDues,
  studentTransport,
  transportationCosts,
  transportRoutes,
  transportStops,
  vehicles,
} from '../../src/db/schema/index.js';
import { DEMO_VEHICLES, seedDemoTransport } from '../../src/demo/transport.js';
import { findAccountByUsername, profilesOfAccount } from '../../src/modules/people/index.js';
import { useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

// The demo school's transport (src/demo/transport.ts), written on the seeded demo school.

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

describe('the demo transport', () => {
  it('runs three vehicles on three routes, about sixty riders (Aarav and Diya) owing their stops’ instalments', async () => {
    await demoSchool(t);
    const [institute] = await db()
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    if (!institute?.activeSessionId) throw new Error('no demo school');
    const classes = await db().select().from(groups).where(eq(groups.superGroupId, institute.id));
    const at = {
      instituteId: institute.id,
      sessionId: institute.activeSessionId,
      classId: (name: string) => classes.find((c) => c.name === name)?.id,
    };
    // The seed wrote it; run again, a school with vehicles is left alone.
    expect(await db().transaction((tx) => seedDemoTransport(tx, t.clock, at))).toEqual({
      vehicles: 0,
      routes: 0,
      stops: 0,
      riders: 0,
    });

    expect(await db().select().from(vehicles)).toHaveLength(3);
    const routes = await db().select().from(transportRoutes);
    expect(routes).toHaveLength(3);
    const stops = await db().select().from(transportStops);
    for (const route of routes) {
      const count = stops.filter((s) => s.routeId === route.id).length;
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(6);
    }
    const costs = await db().select().from(transportationCosts);
    for (const stop of stops) {
      expect([2, 4]).toContain(costs.filter((c) => c.stopId === stop.id).length);
    }

    const riders = await db().select().from(studentTransport);
    expect(riders.length).toBeGreaterThanOrEqual(55);
    expect(riders.length).toBeLessThanOrEqual(65);
    for (const route of routes) {
      const onRoute = riders.filter((r) =>
        stops.some((s) => s.id === r.stopId && s.routeId === route.id),
      ).length;
      const vehicle = (await db().select().from(vehicles)).find((v) => v.id === route.vehicleId);
      expect(onRoute).toBeLessThanOrEqual(vehicle?.capacity ?? 0);
      expect(DEMO_VEHICLES.map((v) => v.name)).toContain(vehicle?.name);
    }

    const priya = await findAccountByUsername(db(), 'priya_sharma');
    const children = priya ? await profilesOfAccount(db(), priya.id) : [];
    const dues = (await db().select().from(studentDues)).filter(
      (d) => d.source === 'TRANSPORT' && d.cancelledAt === null,
    );
    for (const name of ['Aarav', 'Diya']) {
      const child = children.find((p) => p.firstName === name);
      const ride = riders.find((r) => r.profileId === child?.id);
      expect(ride, name).toBeDefined();
      const theirs = dues.filter((d) => d.profileId === ride?.profileId);
      const plan = costs.filter((c) => c.stopId === ride?.stopId);
      expect(theirs.map((d) => d.amountPaise).sort()).toEqual(
        plan.map((c) => c.amountPaise).sort(),
      );
      expect(theirs.every((d) => d.recordType === 'TRANSPORTATION_FEES')).toBe(true);
    }
    // Every rider owes their stop's instalments, no one else owes transport.
    expect(new Set(dues.map((d) => d.profileId))).toEqual(new Set(riders.map((r) => r.profileId)));
  });
});
