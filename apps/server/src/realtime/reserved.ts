import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../http/access.js';

/**
 * /ws is kept for the live channel (spec §7: chat, notifications, permissions). Until it opens,
 * the path answers plainly instead of falling through to the web app.
 */
export function reserveLiveChannel(app: FastifyInstance): void {
  app.get('/ws', { config: { access: PUBLIC }, schema: { hide: true } }, (_request, reply) =>
    reply.status(426).send({ message: 'The live channel is not available yet.' }),
  );
}
