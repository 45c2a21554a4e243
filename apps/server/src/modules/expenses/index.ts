// What other modules may use of expenses.
// Statistics (issue 25 §6) set the approved income and expenses of a range against the fees.
export { entrySumsBetween } from './day-book-queries.js';
// Payroll (issue 25 §2) records its salary payments as expense entries through the same voucher
// numbering, under the Salaries category.
export { insertEntries, type NewEntry } from './entry-queries.js';
// The store (inventory, issue 25 §3) takes its suppliers from the expenses' vendors.
export { categoryNamed, findVendor, vendorsOf } from './setup-queries.js';
