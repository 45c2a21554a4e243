import { z } from 'zod';

/**
 * Invitations: an institute's request to an account. An existing account joins an institute,
 * or gets a child's profile, only when its holder accepts while signed in; until then the
 * institute sees only what it typed.
 */

/** An invitation can be accepted for this long. */
export const INVITATION_VALID_DAYS = 30;

export const INVITATION_KINDS = ['MEMBER', 'STUDENT', 'PARENT', 'CHILD'] as const;
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const;

export const INVITATION_MESSAGES = {
  notFound: 'This invitation does not exist.',
  alreadyDecided: 'This invitation has already been answered or withdrawn.',
  expired: 'This invitation has expired. Ask the institute to invite you again.',
  accepted: (where: string) => `You have joined ${where}.`,
  declined: 'The invitation was declined. Nothing was changed.',
  cancelled: 'The invitation was withdrawn.',
  alreadyPending: 'An invitation to this address for this group and session is already waiting.',
  /** The inviter's answer, the same whether or not the address has an account. */
  sent: (email: string) => `The invitation was sent to ${email}.`,
} as const;

/** What the invitee reads: who asks, for what, where. */
export const myInvitationSchema = z.object({
  id: z.string(),
  kind: z.enum(INVITATION_KINDS),
  instituteName: z.string(),
  groupName: z.string(),
  groupType: z.enum(['INSTITUTE', 'CLASS']),
  roleName: z.string(),
  sessionName: z.string().nullable(),
  /** The inviting person's name, else the institute's. */
  invitedBy: z.string(),
  /** CHILD: the child's name as the institute typed it; STUDENT/PARENT: the other person. */
  personName: z.string().nullable(),
  relation: z.string().nullable(),
  fromAdmission: z.boolean(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** What the inviting institute reads: only what it typed, and the answer. */
export const sentInvitationSchema = z.object({
  id: z.string(),
  kind: z.enum(INVITATION_KINDS),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.string(),
  sessionId: z.string().nullable(),
  sessionName: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  /** PENDING past its expiry. */
  expired: z.boolean(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

export const invitationParamsSchema = z.object({
  invitationId: z.uuid({ error: INVITATION_MESSAGES.notFound }),
});
export const groupInvitationParamsSchema = invitationParamsSchema.extend({
  groupId: z.uuid({ error: 'Please choose a valid group.' }),
});
export const invitationAnswerSchema = z.object({ message: z.string() });

/** POST /rest/groups/:groupId/members/invite answers this, whether or not the e-mail has an account. */
export const memberInvitedSchema = z.object({
  invitation: sentInvitationSchema,
  message: z.string(),
});
export type MemberInvited = z.infer<typeof memberInvitedSchema>;
