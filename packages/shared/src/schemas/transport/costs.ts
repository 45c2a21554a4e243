import { z } from 'zod';
import {
  transportDayField,
  transportGroupIdField,
  transportIdField,
  transportName,
  transportPaiseField,
  transportSessionField,
} from './fields.js';
import { TRANSPORT_INSTALMENTS_MAX } from './limits.js';
import { TRANSPORT_TEXTS as M } from './messages.js';

/** What riding from a stop costs in a session: one row per instalment with its due date. */

export const transportCostSchema = z.object({
  id: z.string(),
  stopId: z.string(),
  sessionId: z.string(),
  name: z.string(),
  amountPaise: z.number().int(),
  /** yyyy-mm-dd */
  dueDate: z.string(),
});
export type TransportCostView = z.infer<typeof transportCostSchema>;

/** GET /rest/transport/cost: the session's instalments of every stop, by stop and due date. */
export const transportCostListSchema = z.object({
  sessionId: z.string().nullable(),
  costs: z.array(transportCostSchema),
});
export type TransportCostList = z.infer<typeof transportCostListSchema>;

export const instalmentInputSchema = z.object({
  name: transportName(M.instalmentName),
  amountPaise: transportPaiseField,
  dueDate: transportDayField,
});
export type InstalmentInput = z.output<typeof instalmentInputSchema>;

/**
 * POST /rest/transport/cost: the stop's instalments for the session, replacing the ones it had
 * (in due-date order, the first keeps the first's dues and what is paid into them, and so on).
 */
export const costPlanBodySchema = z.object({
  groupId: transportGroupIdField,
  stopId: transportIdField,
  sessionId: transportSessionField,
  instalments: z
    .array(instalmentInputSchema, { error: M.instalments })
    .min(1, M.instalments)
    .max(TRANSPORT_INSTALMENTS_MAX, M.instalments)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((item, i) => {
        const key = item.name.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: M.instalmentNameTwice, path: [i, 'name'] });
        seen.add(key);
      });
    }),
});
export type CostPlanBody = z.output<typeof costPlanBodySchema>;

/** PUT /rest/transport/cost: one instalment changed. */
export const costUpdateSchema = z.object({
  groupId: transportGroupIdField,
  id: transportIdField,
  ...instalmentInputSchema.shape,
});
export type CostUpdate = z.output<typeof costUpdateSchema>;

export const costSavedSchema = z.object({
  message: z.string(),
  data: z.array(transportCostSchema),
  /** Students whose dues changed with it. */
  students: z.number().int(),
});
