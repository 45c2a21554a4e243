import { z } from 'zod';
import {
  transportGroupIdField,
  transportIdField,
  transportSaved,
  transportSessionField,
} from './fields.js';
import { TRANSPORT_TEXTS as M } from './messages.js';

/** Students riding from a stop in a session, and the transportation-fee dues that gives them. */

export const transportDuesSchema = z.object({
  /** Paise the instalments ask for. */
  payable: z.number().int(),
  paid: z.number().int(),
  /** Still owed. */
  due: z.number().int(),
  instalments: z.number().int(),
});
export type TransportDues = z.infer<typeof transportDuesSchema>;

export const assignmentSchema = z.object({
  id: z.string(),
  userProfileId: z.string(),
  fullName: z.string(),
  classId: z.string(),
  className: z.string(),
  sessionId: z.string(),
  stopId: z.string(),
  stopName: z.string(),
  pickupTime: z.string().nullable(),
  routeId: z.string(),
  routeName: z.string(),
  dues: transportDuesSchema,
});
export type AssignmentView = z.infer<typeof assignmentSchema>;

/** GET /rest/transport/assignment: an institute's riders (a class's, when groupId is a class). */
export const assignmentListQuerySchema = z.object({
  groupId: transportGroupIdField,
  sessionId: transportSessionField.optional(),
  routeId: transportIdField.optional(),
});
export const assignmentListSchema = z.object({
  sessionId: z.string().nullable(),
  items: z.array(assignmentSchema),
});
export type AssignmentList = z.infer<typeof assignmentListSchema>;

/** POST /rest/transport/assignment: assigns the student to the stop, or moves them there. */
export const assignmentBodySchema = z.object({
  /** The institute, or the student's class. */
  groupId: transportGroupIdField,
  userProfileId: z.uuid({ error: M.studentNotFound }),
  stopId: transportIdField,
  sessionId: transportSessionField,
});
export type AssignmentBody = z.output<typeof assignmentBodySchema>;

export const assignmentSavedSchema = transportSaved(assignmentSchema);
