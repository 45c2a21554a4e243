/**
 * What other features use of payments: putting a student in the Students Cart (a class's
 * student list, a student's fee page). `addToCart(cartEntryOf(student))` from code, or the
 * ready button, which shows itself only to those who may record the student's payment. The
 * shell's cart button reads the cart's count (its dialog, StudentsCartDialog.tsx, is loaded
 * lazily by its file); a student's fee page offers to pay online.
 */
export { AddToCartButton } from './AddToCartButton';
// The institute's financial accounts (payroll pays the month's salaries out of one).
export { useFinancialAccounts } from './api';
export {
  type CartEntry,
  type CartStudent,
  type CartStudentRef,
  cartCount,
  cartEntryOf,
  cartHolds,
  cartStudents,
  usesCart,
} from './cart';
// The gate pass takes the cart's students, and clears them from it once the pass is made.
export { addToCart, removePaidFromCart, useKeptCart } from './kept-cart';
// Spec §9's names of payment mediums and record types, as the fee screens show them too.
export { constantLabel } from './labels';
export { collectionPath } from './links';
export { PayOnlineButton } from './online';
