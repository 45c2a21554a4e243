import type { FastifyReply } from 'fastify';

/** How routes send a file they made: a CSV or PDF of the caller's data, never cached. */

/** A CSV download (an export opened in a spreadsheet). */
export function sendCsv(reply: FastifyReply, file: { filename: string; csv: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
}

/**
 * A PDF: a receipt opens in a new tab (spec §4, `inline`), a sheet or book downloads
 * (`attachment`).
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

/**
 * An uploaded file sent back to one who may read it (a notice's attachment, an expense's
 * voucher): a PDF downloads, an image opens; its name made plain; never sniffed.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { row: { originalName: string; mimeType: string }; bytes: Buffer },
) {
  const name = file.row.originalName.replace(/[^\w .()-]/g, '_');
  return reply
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${file.row.mimeType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${name}"`,
    )
    .header('cache-control', 'private, max-age=300')
    .type(file.row.mimeType)
    .send(file.bytes);
}

/** An image the server drew (a gate pass's QR code), shown where it is asked for. */
export function sendPng(reply: FastifyReply, file: { filename: string; png: Buffer }) {
  return reply
    .type('image/png')
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.png);
}
