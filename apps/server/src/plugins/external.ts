import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@shala/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { MULTIPART_LIMITS } from '../files/uploads.js';
import { connectSources, gatewaySources } from '../http/content-security.js';

/** The libraries the portal is served with: headers, compression, cookies, uploads. */
export async function registerExternalPlugins(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  // Helmet's headers are the same for every answer: its middleware is built once here (the
  // Fastify wrapper built it again on every request, a measurable share of the poll's time).
  const gateway = gatewaySources(config.razorpay);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...gateway.script],
        'frame-src': ["'self'", ...gateway.frame],
        // MUI's emotion writes <style> tags at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': connectSources(config.publicUrl),
        'upgrade-insecure-requests': null,
      },
    },
    // A page opened over plain http on a LAN must not be told to switch to https.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  // Uploads are read per route with readMultipart(), which sets the limits of each form within
  // these ceilings and refuses a body longer than MULTIPART_MAX_REQUEST_BYTES before reading it.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
}

/** OpenAPI from the route schemas, at /rest/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '0.1.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'shala_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/rest/docs', staticCSP: true });
}
