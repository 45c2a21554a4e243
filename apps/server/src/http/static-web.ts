import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated
 * so a new release shows at once. Any unknown non-API path gets index.html and the web app's
 * router shows its 404 page.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
    return;
  }
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
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    },
  );
}
