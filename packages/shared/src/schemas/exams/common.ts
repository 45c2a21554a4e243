import { z } from 'zod';
import { groupIdField, idField } from './fields.js';

/** The query strings and answers that calls of every exam area share. */

export const examGroupQuerySchema = z.object({ groupId: groupIdField });
export const examIdQuerySchema = z.object({ groupId: groupIdField, id: idField });

export const examMessageWithSchema = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data });
/** A change's answer: the server's text (spec §8) with the object. */
export type ExamMessageWith<T> = { message: string; data: T };

export const questionMessageSchema = z.object({ message: z.string() });
