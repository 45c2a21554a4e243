/**
 * What other features use of expenses: its small form dialog (payroll's forms are the same
 * shape), and the key of the institute's books, which payroll's approval pays into.
 */
export { expensesKey } from './api';
export { FormDialog } from './FormDialog';
