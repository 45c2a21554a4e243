// What other modules may use of expenses: payroll (issue 25 §2) records its salary payments as
// expense entries through the same voucher numbering, under the Salaries category.
export { insertEntries, type NewEntry } from './entry-queries.js';
export { categoryNamed } from './setup-queries.js';
