/**
 * What other features use of fees: reading the fee screens' queries again after a change to a
 * student's dues (a payment recorded or reverted), and the address of a student's fee page
 * (the dashboard's cards).
 */
export { FEES_KEY, refreshFees } from './api';
export { feeDetailsPath } from './paths';
