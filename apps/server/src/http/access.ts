import { type GroupAction, isUuid, type UserAction } from '@shala/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MultipartLimits, readMultipart, type UploadedFile } from '../files/uploads.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import {
  authorize,
  type Caller,
  type Demand,
  type GroupScope,
  type Signed,
  selectedHeadersOf,
} from '../modules/permissions/index.js';
import { refuseWhileContractPending } from './contract-gate.js';
import { noteRefusal } from './refusals.js';

/** Where a route finds the group an action is asked for. */
export type GroupFrom = { in: 'query' | 'params' | 'body' | 'header'; key: string };

/**
 * Where most group routes name their group: GET and DELETE in the query string, POST and PUT in
 * the body (JSON, or the fields of a route's `form`).
 */
export const GROUP_IN_QUERY: GroupFrom = { in: 'query', key: 'groupId' };
export const GROUP_IN_BODY: GroupFrom = { in: 'body', key: 'groupId' };

/**
 * Who may call a route. Every route declares one in `config.access`; building the app fails
 * on a route that declares nothing. `user` and `group` name an action permission of spec §6.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'superAdmin' }
  | { kind: 'user'; action: UserAction }
  | { kind: 'group'; action: GroupAction; groupFrom: GroupFrom };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const SUPER_ADMIN: Access = { kind: 'superAdmin' };
export const userAction = (action: UserAction): Access => ({ kind: 'user', action });
export const groupAction = (action: GroupAction, groupFrom: GroupFrom): Access => ({
  kind: 'group',
  action,
  groupFrom,
});

/** A multipart form's limits (see `form` below): files, their size, how long a text field. */
export type FormLimits = MultipartLimits;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A route taking a multipart form whose group is one of its fields (`{ in: 'body' }`): the
     * guard reads the form within these limits once the caller is signed in, hands its text
     * fields on as the body (so the route's body schema validates them as usual) and keeps its
     * files in `request.uploadedFiles`. A JSON body is read as on any other route.
     */
    form?: FormLimits;
  }
  interface FastifyRequest {
    /** Who is calling: set by the guard on user and group routes and whenever selected headers
     * came; read it with `callerOf(request)` (http/caller.ts), which builds it on first ask. */
    caller: Caller | null;
    /** The group a `group` route acts on, found and checked by the guard. */
    groupScope: GroupScope | null;
    /** The files of a `form` route's multipart body, read by the guard (else null). */
    uploadedFiles: UploadedFile[] | null;
  }
}

/** Routes that plugins register (static files, API docs) are public by nature. */
const PLUGIN_PUBLIC_PREFIXES = ['/rest/docs', '/assets/', '/*', '/'];

export type DeclaredRoute = { method: string; url: string; access: Access };

export function registerAccessControl(app: FastifyInstance, declared: DeclaredRoute[]): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('groupScope', null);
  app.decorateRequest('uploadedFiles', null);
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

  // Before validation: a caller without the right learns nothing, not even what input is wanted.
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    try {
      await enforce(request, access);
    } catch (error) {
      const groupId = access?.kind === 'group' ? groupIdFrom(request, access.groupFrom) : undefined;
      await noteRefusal(request, error, groupId);
      throw error;
    }
  });
}

async function enforce(request: FastifyRequest, access: Access | undefined): Promise<void> {
  if (!access) throw forbidden();
  if (access.kind === 'public') return;
  const auth = request.auth;
  if (!auth) throw unauthorized();
  refuseWhileContractPending(request);
  if (access.kind === 'group' && access.groupFrom.in === 'body') await readFormBody(request);
  const demand: Demand =
    access.kind === 'group'
      ? { kind: 'group', action: access.action, groupId: groupIdFrom(request, access.groupFrom) }
      : access;
  const { caller, scope } = await authorize(
    request.server.identity,
    signedOf(request, auth),
    selectedHeadersOf(request.headers),
    demand,
  );
  request.caller = caller;
  request.groupScope = scope;
}

/**
 * A multipart body is not parsed before the guard; on a route that declares its `form`, read it
 * now, so that the group it names can be checked and its fields validated as the body.
 */
async function readFormBody(request: FastifyRequest): Promise<void> {
  const limits = request.routeOptions.config.form;
  if (!limits || !request.isMultipart()) return;
  const form = await readMultipart(request, limits);
  request.body = form.fields;
  request.uploadedFiles = form.files;
}

/** The session's account as the decision needs it, with the session and address it came with. */
export const signedOf = (
  request: FastifyRequest,
  auth: NonNullable<FastifyRequest['auth']>,
): Signed => ({
  accountId: auth.account.id,
  accountRole: auth.account.accountRole,
  sessionProfileId: auth.profileId,
  profiles: auth.profiles,
  sessionIdHash: auth.sessionIdHash,
  ip: request.ip,
});

/** The raw group id from where the route says it is; validation has not run yet. */
function groupIdFrom(request: FastifyRequest, from: GroupFrom): string | undefined {
  const source =
    from.in === 'header'
      ? request.headers
      : from.in === 'params'
        ? request.params
        : from.in === 'query'
          ? request.query
          : request.body;
  const key = from.in === 'header' ? from.key.toLowerCase() : from.key;
  const value =
    source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
  const text = typeof value === 'string' ? value.trim() : undefined;
  return text && isUuid(text) ? text : undefined;
}
