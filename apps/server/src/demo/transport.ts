import { and, eq, sql } from 'drizzle-orm';
import { chunks } from '../db/chunks.js';
import type { Tx } from '../db/client.js';
import { selectRows } from '../db/rows.js';
import {
  academicSessions,
  studentTransport,
  transportationCosts,
  transportRoutes,
  transportStops,
  vehicles,
} from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { type ReplaceSourceDuesInput, replaceSourceDuesOfMany } from '../modules/fees/index.js';
import { findAccountByUsername, profilesOfAccount } from '../modules/people/index.js';
import { pairTransportDues } from '../modules/transport/index.js';
import { DEMO_STUDENTS } from './school.js';

/**
 * The demo school's transport: three vehicles running three routes from around Indiranagar,
 * stops with their morning pick-up times, each stop's cost for the session (two terms, or four
 * quarters on the long route), and about sixty students riding, Priya Sharma's Aarav and Diya
 * among them, with the transportation-fee dues that gives them (through the fees module, as
 * the transport module writes them). A few statements in all; nothing when the school has
 * vehicles already.
 */

type DemoVehicle = {
  registrationNumber: string;
  name: string;
  capacity: number;
  driverName: string;
  driverPhone: string;
};
type DemoRoute = {
  name: string;
  vehicle: number;
  /** Paise a year from the nearest stop; each stop further adds `perStop`. */
  yearly: number;
  perStop: number;
  instalments: 2 | 4;
  stops: [name: string, pickup: string][];
};

export const DEMO_VEHICLES: DemoVehicle[] = [
  {
    registrationNumber: 'KA-01 AB 1234',
    name: 'Bus 1 (Yellow)',
    capacity: 40,
    driverName: 'Ramesh Kumar',
    driverPhone: '9845012345',
  },
  {
    registrationNumber: 'KA-01 CD 5678',
    name: 'Bus 2 (Blue)',
    capacity: 40,
    driverName: 'Manjunath Gowda',
    driverPhone: '9845098765',
  },
  {
    registrationNumber: 'KA-03 EF 2468',
    name: 'Van 1',
    capacity: 20,
    driverName: 'Abdul Rahman',
    driverPhone: '9900112233',
  },
];

export const DEMO_ROUTES: DemoRoute[] = [
  {
    name: 'Route 1: Indiranagar and Domlur',
    vehicle: 0,
    yearly: 1_200_000,
    perStop: 120_000,
    instalments: 2,
    stops: [
      ['Ulsoor Lake', '07:05'],
      ['Old Madras Road', '07:15'],
      ['HAL Airport Road', '07:25'],
      ['Domlur Flyover', '07:35'],
      ['Indiranagar 100 Feet Road', '07:45'],
    ],
  },
  {
    name: 'Route 2: Koramangala and Richmond Town',
    vehicle: 1,
    yearly: 1_440_000,
    perStop: 120_000,
    instalments: 4,
    stops: [
      ['Koramangala 5th Block', '06:55'],
      ['Ejipura', '07:05'],
      ['Viveknagar', '07:13'],
      ['Richmond Town', '07:22'],
      ['Shanthinagar', '07:30'],
      ['Trinity Circle', '07:40'],
    ],
  },
  {
    name: 'Route 3: Jayanagar',
    vehicle: 2,
    yearly: 1_320_000,
    perStop: 120_000,
    instalments: 2,
    stops: [
      ['Jayanagar 4th Block', '07:00'],
      ['JP Nagar 2nd Phase', '07:10'],
      ['BTM Layout', '07:20'],
      ['Wilson Garden', '07:35'],
    ],
  },
];

/** Every fifth student (by class and name) rides, and Aarav and Diya: about sixty. */
const EVERY = 5;

/** The day `months` after the session's first month, on the 10th. */
function dueDay(sessionStart: string, months: number): string {
  const [y = 2026, m = 4] = sessionStart.split('-').map(Number);
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}-10`;
}

/** A stop's instalments: the year's amount split exactly (the first takes the odd paise). */
function instalmentsOf(yearly: number, count: 2 | 4, sessionStart: string) {
  const share = Math.floor(yearly / count);
  return Array.from({ length: count }, (_, i) => ({
    name: count === 2 ? `Transport Term ${i + 1}` : `Transport Quarter ${i + 1}`,
    amountPaise: share + (i === 0 ? yearly - share * count : 0),
    dueDate: dueDay(sessionStart, (i * 12) / count),
  }));
}

type Student = { profileId: string; classId: string; className: string };

/** The institute's students in the session, by class and name: riders are picked from them. */
async function studentsOf(tx: Tx, instituteId: string, sessionId: string): Promise<Student[]> {
  const rows = await selectRows<{ profile_id: string; class_id: string; class_name: string }>(
    tx,
    sql`select m.profile_id, g.id as class_id, g.name as class_name
        from memberships m
        join groups g on g.id = m.group_id and g.type = 'CLASS'
        join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
        join user_profiles p on p.id = m.profile_id
        where g.super_group_id = ${instituteId}::uuid and m.session_id = ${sessionId}::uuid
        order by g.name, p.first_name, p.last_name, p.id`,
  );
  return rows.map((r) => ({
    profileId: r.profile_id,
    classId: r.class_id,
    className: r.class_name,
  }));
}

/** Priya's children: Aarav and Diya ride, whatever the pick. */
async function namedRiders(tx: Tx): Promise<string[]> {
  const priya = await findAccountByUsername(tx, 'priya_sharma');
  const profiles = priya ? await profilesOfAccount(tx, priya.id) : [];
  const names: string[] = [DEMO_STUDENTS.aarav.firstName, DEMO_STUDENTS.diya.firstName];
  return profiles.filter((p) => names.includes(p.firstName)).map((p) => p.id);
}

export type DemoTransportAt = {
  instituteId: string;
  sessionId: string;
  classId: (name: string) => string | undefined;
};

export async function seedDemoTransport(
  tx: Tx,
  clock: Clock,
  at: DemoTransportAt,
): Promise<{ vehicles: number; routes: number; stops: number; riders: number }> {
  const none = { vehicles: 0, routes: 0, stops: 0, riders: 0 };
  const [already] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.instituteId, at.instituteId))
    .limit(1);
  const [session] = await tx
    .select({ startDate: academicSessions.startDate })
    .from(academicSessions)
    .where(
      and(eq(academicSessions.id, at.sessionId), eq(academicSessions.instituteId, at.instituteId)),
    );
  if (already || !session) return none;
  const now = clock.now();

  const vehicleRows = await tx
    .insert(vehicles)
    .values(DEMO_VEHICLES.map((v) => ({ ...v, instituteId: at.instituteId, createdAt: now })))
    .returning({ id: vehicles.id });
  const routeRows = await tx
    .insert(transportRoutes)
    .values(
      DEMO_ROUTES.map((r) => ({
        instituteId: at.instituteId,
        name: r.name,
        vehicleId: vehicleRows[r.vehicle]?.id ?? null,
        createdAt: now,
      })),
    )
    .returning({ id: transportRoutes.id, name: transportRoutes.name });
  const routeId = (name: string) => routeRows.find((r) => r.name === name)?.id as string;
  const stopRows = await tx
    .insert(transportStops)
    .values(
      DEMO_ROUTES.flatMap((r) =>
        r.stops.map(([name, pickupTime], i) => ({
          instituteId: at.instituteId,
          routeId: routeId(r.name),
          name,
          pickupTime,
          position: i + 1,
        })),
      ),
    )
    .returning();
  const stopsOf = (route: DemoRoute) =>
    stopRows
      .filter((s) => s.routeId === routeId(route.name))
      .sort((a, b) => a.position - b.position);
  // The stop farthest from school (first picked up) costs the most.
  const costRows = await tx
    .insert(transportationCosts)
    .values(
      DEMO_ROUTES.flatMap((route) => {
        const stops = stopsOf(route);
        return stops.flatMap((stop) =>
          instalmentsOf(
            route.yearly + (stops.length - stop.position) * route.perStop,
            route.instalments,
            session.startDate,
          ).map((i) => ({
            ...i,
            instituteId: at.instituteId,
            stopId: stop.id,
            sessionId: at.sessionId,
          })),
        );
      }),
    )
    .returning();

  // Riders: Aarav and Diya, then every fifth student, to the routes in turn within their seats.
  const students = await studentsOf(tx, at.instituteId, at.sessionId);
  const named = await namedRiders(tx);
  const picked = [
    ...students.filter((s) => named.includes(s.profileId)),
    ...students.filter((s, i) => i % EVERY === 0 && !named.includes(s.profileId)),
  ];
  const seats = DEMO_ROUTES.map((r) => DEMO_VEHICLES[r.vehicle]?.capacity ?? 0);
  const riders: (Student & { stopId: string; stopName: string })[] = [];
  picked.forEach((student, i) => {
    const r = i % DEMO_ROUTES.length;
    const route = DEMO_ROUTES[r] as DemoRoute;
    if ((seats[r] ?? 0) <= 0) return;
    seats[r] = (seats[r] ?? 0) - 1;
    const stops = stopsOf(route);
    const stop = stops[Math.floor(i / DEMO_ROUTES.length) % stops.length];
    if (stop) riders.push({ ...student, stopId: stop.id, stopName: stop.name });
  });
  for (const slice of chunks(riders)) {
    await tx.insert(studentTransport).values(
      slice.map((r) => ({
        instituteId: at.instituteId,
        sessionId: at.sessionId,
        classId: r.classId,
        profileId: r.profileId,
        stopId: r.stopId,
        createdAt: now,
      })),
    );
  }
  await replaceSourceDuesOfMany(
    tx,
    riders.map(
      (r): ReplaceSourceDuesInput => ({
        instituteId: at.instituteId,
        classId: r.classId,
        sessionId: at.sessionId,
        profileId: r.profileId,
        recordType: 'TRANSPORTATION_FEES',
        source: 'TRANSPORT',
        rows: pairTransportDues(
          [],
          costRows.filter((c) => c.stopId === r.stopId),
          r.stopName,
        ),
        now,
      }),
    ),
  );
  return {
    vehicles: vehicleRows.length,
    routes: routeRows.length,
    stops: stopRows.length,
    riders: riders.length,
  };
}
