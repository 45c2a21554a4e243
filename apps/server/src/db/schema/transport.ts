import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { academicSessions, groups } from './institutes.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A bus or van of an institute. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    registrationNumber: text('registration_number').notNull(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('vehicles_institute_registration_uq').on(t.instituteId, t.registrationNumber),
  ],
);

/** A route a vehicle runs, with its stops in order. */
export const transportRoutes = pgTable(
  'transport_routes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('transport_routes_institute_name_uq').on(t.instituteId, t.name)],
);

export const transportStops = pgTable(
  'transport_stops',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    routeId: uuid('route_id')
      .notNull()
      .references(() => transportRoutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** hh:mm, the morning pick-up. */
    pickupTime: text('pickup_time'),
  },
  (t) => [index('transport_stops_route_idx').on(t.routeId)],
);

/** What riding from a stop costs in a session: one row per instalment with its due date. */
export const transportationCosts = pgTable(
  'transportation_costs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => transportStops.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('transportation_costs_stop_idx').on(t.stopId, t.sessionId),
    check('transportation_costs_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** A student riding from a stop in a session; gives the student its transportation-fee dues. */
export const studentTransport = pgTable(
  'student_transport',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => transportStops.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('student_transport_profile_session_uq').on(t.profileId, t.sessionId),
    index('student_transport_stop_idx').on(t.stopId),
  ],
);
