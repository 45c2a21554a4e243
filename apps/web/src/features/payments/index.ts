/**
 * What other features use of payments: putting a student in the Students Cart (a class's
 * student list, a student's fee page). `addToCart(cartEntryOf(student))` from code, or the
 * ready button, which shows itself only to those who may record the student's payment.
 */
export { AddToCartButton } from './AddToCartButton';
export { type CartEntry, type CartStudent, cartEntryOf, cartHolds } from './cart';
export { addToCart, useKeptCart } from './kept-cart';
// Spec §9's names of payment mediums and record types, as the fee screens show them too.
export { constantLabel } from './labels';
