import {
  groupInvitationParamsSchema,
  INVITATION_MESSAGES,
  invitationAnswerSchema,
  invitationParamsSchema,
  myInvitationSchema,
  sentInvitationSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupAction, SIGNED_IN } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { acceptInvitation } from './accept-service.js';
import { cancelInvitation, declineInvitation, myInvitations, sentInvitations } from './service.js';

/**
 * Invitations: the signed-in account answers its own; a group's managers see what they sent
 * (only what they typed) and may withdraw it.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['invitations'];

  app.get(
    '/invitations/mine',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The signed-in account's waiting invitations",
        response: { 200: z.array(myInvitationSchema) },
      },
    },
    async (request) => myInvitations(ctx, await callerOf(request)),
  );

  app.post(
    '/invitations/:invitationId/accept',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Accept one of the account’s invitations: only now does the account join',
        params: invitationParamsSchema,
        response: { 200: invitationAnswerSchema },
      },
    },
    async (request) => {
      const { groupName } = await acceptInvitation(
        ctx,
        await callerOf(request),
        request.params.invitationId,
      );
      return { message: INVITATION_MESSAGES.accepted(groupName) };
    },
  );

  app.post(
    '/invitations/:invitationId/decline',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Decline one of the account’s invitations: nothing of the account changes',
        params: invitationParamsSchema,
        response: { 200: invitationAnswerSchema },
      },
    },
    async (request) => {
      await declineInvitation(ctx, await callerOf(request), request.params.invitationId);
      return { message: INVITATION_MESSAGES.declined };
    },
  );

  const manage = groupAction('manageMembers', { in: 'params', key: 'groupId' });

  app.get(
    '/groups/:groupId/invitations',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "The group's invitations not accepted yet, as they were typed",
        params: groupInvitationParamsSchema.pick({ groupId: true }),
        response: { 200: z.array(sentInvitationSchema) },
      },
    },
    async (request) => sentInvitations(ctx, groupOf(request).id),
  );

  app.delete(
    '/groups/:groupId/invitations/:invitationId',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Withdraw an invitation that is still waiting',
        params: groupInvitationParamsSchema,
        response: { 200: invitationAnswerSchema },
      },
    },
    async (request) => {
      await cancelInvitation(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.params.invitationId,
      );
      return { message: INVITATION_MESSAGES.cancelled };
    },
  );
};
