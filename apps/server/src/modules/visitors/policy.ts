import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';

/**
 * The front office's desk (createGatePass, the spec's action: the front office and gatekeeper,
 * the admin) keeps the visitor log and the gate passes; any member of the institute reads what
 * is theirs: the visitors who came to meet them, and their children's passes, where a guardian
 * decides when someone else collects their child. The route declares who may call it; these
 * predicates decide what an answer holds.
 */
export const keepsDesk = (caller: Caller, scope: GroupScope): boolean =>
  heldActions(caller, { ...scope, id: scope.instituteId, type: 'INSTITUTE' }).held.has(
    'createGatePass',
  );
