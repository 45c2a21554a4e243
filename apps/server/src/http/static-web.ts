import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPublicPagePath } from '@shala/shared';
import type { FastifyInstance } from 'fastify';

/** The web app's two pages: the public one (sign-in area, policies ...) and the signed-in one. */
export const PUBLIC_PAGE_FILE = 'public.html';
export const SIGNED_IN_PAGE_FILE = 'index.html';

/**
 * Serves the built web app. Hashed assets are cached for a year; the HTML pages are revalidated
 * so a new release shows at once. The public pages (PUBLIC_PAGE_PATHS of @shala/shared) get
 * public.html, the public app; any other non-API path gets index.html, the signed-in app, whose
 * router sends unknown paths to the 404 page.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
    return;
  }
  const hasPublicPage = existsSync(path.join(webDist, PUBLIC_PAGE_FILE));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get(
    '/*',
    { config: { access: { kind: 'public' } }, schema: { hide: true } },
    (request, reply) => {
      if (/^\/(rest|assets)(\/|$|\?)/.test(request.url)) {
        return reply
          .status(404)
          .send({ message: `No such address: ${request.method} ${request.url.split('?')[0]}` });
      }
      const pathname = request.url.split('?')[0] ?? '/';
      const page =
        hasPublicPage && isPublicPagePath(pathname) ? PUBLIC_PAGE_FILE : SIGNED_IN_PAGE_FILE;
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(page);
    },
  );
}
