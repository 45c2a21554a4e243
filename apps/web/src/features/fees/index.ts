/**
 * What other features use of fees: reading the fee screens' queries again after a change to a
 * student's dues (a payment recorded or reverted).
 */
export { FEES_KEY, refreshFees } from './api';
