import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';

/**
 * Who may do what with the store (who may call each route is declared on the route: getStock to
 * read the items, their register and the issues; manageStock to keep the items and move stock).
 * The answer travels to the screen, which offers the writes only to those who keep the store.
 */
export const mayManageStock = (caller: Caller, scope: GroupScope): boolean =>
  heldActions(caller, { ...scope, id: scope.instituteId, type: 'INSTITUTE' }).held.has(
    'manageStock',
  );
