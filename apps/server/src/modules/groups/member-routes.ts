import {
  groupParamsSchema,
  memberInvitedSchema,
  memberInviteSchema,
  memberListQuerySchema,
  memberPageSchema,
  memberSchema,
  membershipParamsSchema,
  memberUpdateSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { grantorIn } from '../roles/index.js';
import { classNamesOf } from './member-queries.js';
import { changeMemberRole, inviteMember, listMembers, removeMember } from './member-service.js';
import { mayReadMemberContact } from './policy.js';
import { toMemberData } from './presenters.js';

/** A group's members: read with getMembers; invited, changed and removed with manageMembers. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const manage = groupAction('manageMembers', { in: 'params', key: 'groupId' });
  const tags = ['groups'];

  app.get(
    '/groups/:groupId/members',
    {
      config: { access: groupAction('getMembers', { in: 'params', key: 'groupId' }) },
      schema: {
        tags,
        summary:
          "A page of the group's members, by class, role and status, searched by name, admission number or (for those who manage members) e-mail and phone",
        params: groupParamsSchema,
        querystring: memberListQuerySchema,
        response: { 200: memberPageSchema },
      },
    },
    async (request) => {
      const scope = groupOf(request);
      // Managers see e-mails, and which members they may change: read what they hold once.
      const grantor = grantorIn(await callerOf(request), scope);
      const { page, pageSize, search, sessionId, classId, roleId, status } = request.query;
      const result = await listMembers(ctx.db, scope, {
        page,
        pageSize,
        search,
        sessionId,
        classId,
        roleId,
        status,
        searchEmail: mayReadMemberContact(grantor),
      });
      const classes = await classNamesOf(
        ctx.db,
        scope.instituteId,
        result.items.map((row) => row.profileId),
        sessionId,
      );
      return {
        items: result.items.map((row) =>
          toMemberData(row, grantor, classes.get(row.profileId) ?? []),
        ),
        total: result.total,
        page,
        pageSize,
      };
    },
  );

  app.post(
    '/groups/:groupId/members/invite',
    {
      config: { access: manage },
      schema: {
        tags,
        summary:
          'Invite a person by e-mail with a role they may give: they join when they accept (the answer is the same for new and existing e-mails)',
        params: groupParamsSchema,
        body: memberInviteSchema,
        response: { 201: memberInvitedSchema },
      },
    },
    async (request, reply) => {
      const result = await inviteMember(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/groups/:groupId/members/:membershipId',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Change a member's role",
        params: membershipParamsSchema,
        body: memberUpdateSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = groupOf(request);
      const row = await changeMemberRole(
        ctx,
        caller,
        scope,
        request.params.membershipId,
        request.body.roleId,
      );
      return toMemberData(row, grantorIn(caller, scope));
    },
  );

  app.delete(
    '/groups/:groupId/members/:membershipId',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Remove a membership (never the institute’s last Institute Admin)',
        params: membershipParamsSchema,
        response: { 204: z.null().optional() },
      },
    },
    async (request, reply) => {
      await removeMember(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.params.membershipId,
      );
      return reply.status(204).send(null);
    },
  );
};
