import type { ServerModule } from '../module.js';
import { importRoutes } from './routes.js';

export const importsModule: ServerModule = { name: 'imports', routes: importRoutes };

/** An uploaded CSV's text, or 400 when its name or bytes say it is something else. */
export { csvText } from './csv.js';
