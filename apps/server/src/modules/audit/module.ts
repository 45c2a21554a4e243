import type { ServerModule } from '../module.js';
import { auditRoutes } from './routes.js';

/** The audit log: every change recorded with its caller (record.ts), and its two screens. */
export const auditModule: ServerModule = { name: 'audit', routes: auditRoutes };
