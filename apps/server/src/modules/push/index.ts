import type { ServerModule } from '../module.js';

/** Web Push (spec §7 `POST rest/fcm/registerkey`): built in issue 12. */
export const pushModule: ServerModule = { name: 'push' };
