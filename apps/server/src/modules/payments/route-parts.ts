import type { FastifyReply } from 'fastify';

// What the payment routes declare alike: their OpenAPI tag and how they send a PDF.

export const tags = ['payments'];

// Payments write no membership, role, session or group: their writes answer without waiting for
// the identity cache to hear of them (config.identityUnchanged, plugins/portal.ts).

/**
 * A payment PDF, never cached: a receipt opens in a new tab (spec §4, `inline`), the day sheet
 * downloads (`attachment`).
 */
export function sendPdf(
  reply: FastifyReply,
  file: { filename: string; pdf: Buffer },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.pdf);
}
