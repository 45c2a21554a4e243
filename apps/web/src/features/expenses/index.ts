/** What other features use of expenses: the key of the institute's books, which payroll's approval pays into. */
export { expensesKey } from './api';
