import { ERROR_CODES, ERROR_MESSAGES } from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import { coded } from '../lib/errors.js';

/**
 * What a signed-in account may still call while its institute agreement waits for signature:
 * signing in and out and its own user data (/rest/auth/*), the agreement itself, and what the
 * shell loads on every page around /sign-contract: the permission lists (checked every few
 * seconds; failures sign the user out) and the institute's session list.
 */
const ANY = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const READ = ['GET', 'HEAD'];
const OPEN_BEFORE_CONTRACT: { methods: string[]; url: RegExp }[] = [
  { methods: ANY, url: /^\/rest\/auth\// },
  { methods: ANY, url: /^\/rest\/account\/contract(\/|$)/ },
  { methods: READ, url: /^\/rest\/permission\/(user|groups)$/ },
  { methods: READ, url: /^\/rest\/academic\/session\/all$/ },
];

/**
 * Spec §4 userContract, enforced by the server (review finding 10): until the account signs the
 * agreement, every other signed-in call answers 403 CONTRACT_PENDING, and the web app sends the
 * user to /sign-contract. Judged on the matched route, so an encoded path is the same route.
 */
export function refuseWhileContractPending(request: FastifyRequest): void {
  if (!request.auth?.account.contractPending) return;
  const url = request.routeOptions.url ?? '';
  const open = OPEN_BEFORE_CONTRACT.some(
    (r) => r.methods.includes(request.method) && r.url.test(url),
  );
  if (!open) throw coded(ERROR_CODES.contractPending, ERROR_MESSAGES.contractPending);
}
