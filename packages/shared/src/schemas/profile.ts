import { z } from 'zod';
import { taughtClassSchema } from './subjects/subjects.js';

const profileId = z.uuid({ error: 'Please choose a valid profile.' });
const groupId = z.uuid({ error: 'Please choose a valid group.' });

/** One of the account's linked profiles (a parent's children, a teacher who also studies). */
export const profileSchema = z.object({
  userProfileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  photoLocation: z.string().nullable(),
  verified: z.enum(['VERIFIED', 'UNVERIFIED']),
  isDefault: z.boolean(),
  defaultInstituteId: z.string().nullable(),
  defaultClassId: z.string().nullable(),
});
export type ProfileData = z.infer<typeof profileSchema>;
export const profileListSchema = z.array(profileSchema);

export const profileIdParamsSchema = z.object({ id: profileId });

/** PUT /rest/profile/default */
export const setDefaultProfileSchema = z.strictObject({ profileId });
export type SetDefaultProfileInput = z.infer<typeof setDefaultProfileSchema>;

/** PUT /rest/profile/default-group and /rest/profile/default-class */
export const setDefaultGroupSchema = z.strictObject({ groupId });
export type SetDefaultGroupInput = z.infer<typeof setDefaultGroupSchema>;

const namedGroup = z.object({ id: z.string(), name: z.string() });
const paise = z.number().int();

/** An exam on the dashboard: its class, when it runs, and whether it is published. */
export const dashboardExamSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  title: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  published: z.boolean(),
});
export type DashboardExam = z.infer<typeof dashboardExamSchema>;

/** GET /rest/dashboard: what the acting profile's roles need today, in the selected institute. */
export const dashboardSchema = z.object({
  fullName: z.string(),
  verified: z.boolean(),
  institute: namedGroup.extend({ verified: z.boolean() }).nullable(),
  session: namedGroup.nullable(),
  /** Role names the profile holds in the institute (staff see theirs on the dashboard). */
  roles: z.array(z.string()),
  admin: z
    .object({
      classes: z.number().int(),
      students: z.number().int(),
      staff: z.number().int(),
      setupCompleted: z.boolean(),
      quickSetupLink: z.string(),
    })
    .nullable(),
  /** For those who review admissions (getAdmissionRequests) in the institute in view. */
  admissions: z.object({ pending: z.number().int() }).nullable(),
  /**
   * The day's collection (India's day) for those who read the institute's payments
   * (getPaymentRecordForGroup there): the active payments' paise and how many transactions.
   */
  collection: z.object({ date: z.string(), amount: paise, count: z.number().int() }).nullable(),
  /**
   * The institute's transport in the session, for those who read its riders
   * (getUserTransportationForGroup there): routes, riders, and the riders' transport dues still
   * owed (paise) and overdue, with how many riders owe.
   */
  transport: z
    .object({
      routes: z.number().int(),
      riders: z.number().int(),
      unpaid: paise,
      overdue: paise,
      ridersOwing: z.number().int(),
    })
    .nullable(),
  /**
   * The classes the profile teaches, with today's exams and the exams whose submitted answers
   * are left to mark (where the profile may see the class's exams).
   */
  teaching: z.array(
    namedGroup.extend({
      students: z.number().int(),
      examsToday: z.array(dashboardExamSchema),
      toMark: z.array(dashboardExamSchema.extend({ answers: z.number().int() })),
    }),
  ),
  /**
   * The classes the profile teaches in the institute in view (issue 24 §0): those they are
   * class teacher of and those where they teach a subject, with the subjects, in school order.
   */
  subjectsTaught: z.array(taughtClassSchema),
  /** The class the profile studies in for the session. */
  studentClass: namedGroup.nullable(),
  children: z.array(
    z.object({
      userProfileId: z.string(),
      fullName: z.string(),
      relation: z.string(),
      className: z.string().nullable(),
      instituteName: z.string().nullable(),
      /**
       * The child's dues in the institute in view (fees and transport, paise), when the profile
       * may see them there: still owed, of which overdue, and the next due date.
       */
      dues: z.object({ due: paise, overdue: paise, nextDueDate: z.string().nullable() }).nullable(),
      /** Online payment is on and the profile may pay the child's dues online. */
      payOnline: z.boolean(),
      /** The child's next published exam not yet over. */
      nextExam: dashboardExamSchema.nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
