import type { ServerModule } from '../module.js';
import { printRoutes } from './routes.js';

/**
 * Print (issue 25 §6): a class's class list, contact sheet and ID cards (photo and QR code),
 * and the fee defaulters of the institute or a class on a day, each a PDF for a whole class at
 * once. It owns no table: it reads the students, their guardians and photos, and the fees'
 * dues through the modules that keep them.
 */
export const printModule: ServerModule = {
  name: 'print',
  routes: printRoutes,
};
