/**
 * What other features use of payments: putting a student in the Students Cart (a class's
 * student list, a student's fee page). `addToCart(cartEntryOf(student))` from code, or the
 * ready button, which shows itself only to those who may record the student's payment.
 */
export { AddToCartButton } from './AddToCartButton';
export { type CartEntry, type CartStudent, cartEntryOf, cartHolds } from './cart';
export { addToCart, useKeptCart } from './kept-cart';
