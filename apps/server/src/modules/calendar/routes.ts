import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarRoutes } from './calendar-routes.js';
import { eventRoutes } from './event-routes.js';
import { feedRoutes } from './feed-routes.js';
import { todoRoutes } from './todo-routes.js';

/** The calendar's calls (issue 24 §4): the calendar, school and personal events, .ics, to-dos. */
export const calendarModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(calendarRoutes);
  await app.register(eventRoutes);
  await app.register(feedRoutes);
  await app.register(todoRoutes);
};
