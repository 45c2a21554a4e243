import type { IncomingMessage, ServerResponse } from 'node:http';
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
  // Helmet's headers are the same for every answer (no nonce, no directive read from the
  // request): read once from its middleware here and given to each reply as one object. The
  // Fastify wrapper built the middleware again per request, and even built once it ran fourteen
  // steps and thirteen checked header writes per answer, about 2 % of an exam-day answer save.
  const gateway = gatewaySources(config.razorpay);
  const securityHeaders = headersOf(
    helmet({
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
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  // Uploads are read per route with readMultipart(), which sets the limits of each form within
  // these ceilings and refuses a body longer than MULTIPART_MAX_REQUEST_BYTES before reading it.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
}

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers a middleware that sets the same ones on every answer sets. */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet's steps each call the next at once; one that did not would leave headers out.
  if (!finished) throw new Error('the security headers middleware did not finish at once');
  return headers;
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
