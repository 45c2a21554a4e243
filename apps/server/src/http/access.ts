import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.js';

/**
 * Who may call a route. Every route declares one in `config.access`; building the app fails
 * on a route that declares nothing. Later modules add group action permissions here.
 */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'superAdmin' };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const SUPER_ADMIN: Access = { kind: 'superAdmin' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Routes that plugins register (static files, API docs) are public by nature. */
const PLUGIN_PUBLIC_PREFIXES = ['/rest/docs', '/assets/', '/*', '/'];

export type DeclaredRoute = { method: string; url: string; access: Access };

export function registerAccessControl(app: FastifyInstance, declared: DeclaredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: Access };
    if (!config.access) {
      const isPluginRoute = PLUGIN_PUBLIC_PREFIXES.some((p) =>
        p.endsWith('/') || p.endsWith('*')
          ? route.url.startsWith(p.replace('*', ''))
          : route.url === p,
      );
      if (
        !isPluginRoute ||
        (route.url.startsWith('/rest/') && !route.url.startsWith('/rest/docs'))
      ) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
      }
      route.config = { ...config, access: PUBLIC };
    }
    for (const method of [route.method].flat()) {
      declared.push({
        method,
        url: route.url,
        access: (route.config as { access: Access }).access,
      });
    }
  });

  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    await enforce(request, request.routeOptions.config.access);
  });
}

async function enforce(request: FastifyRequest, access: Access | undefined): Promise<void> {
  if (!access) throw forbidden();
  if (access.kind === 'public') return;
  const auth = request.auth;
  if (!auth) throw unauthorized();
  if (access.kind === 'superAdmin' && auth.account.accountRole !== 'ROLE_SUPER_ADMIN') {
    throw forbidden();
  }
}
