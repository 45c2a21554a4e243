import type { ServerModule } from '../module.js';
import { expensesRoutes } from './routes.js';

/**
 * Expenses and the day book (issue 25 §1): an institute's income and expense entries by
 * category, financial account and vendor, with vouchers; approval above the institute's limit;
 * reversal that keeps the history; and the day book, which reads the fee collections from
 * payments and each account's balances (db/schema/expenses.ts).
 */
export const expensesModule: ServerModule = {
  name: 'expenses',
  routes: expensesRoutes,
};
