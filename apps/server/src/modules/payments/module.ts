import type { ServerModule } from '../module.js';
import { paymentRoutes } from './routes.js';

/**
 * Payments: financial accounts, payment transactions and each student's record in them with its
 * receipt, reverts, the institute's and a class's transactions, the day's collection, and online
 * payment through Razorpay (db/schema/payments.ts).
 */
export const paymentsModule: ServerModule = { name: 'payments', routes: paymentRoutes };
