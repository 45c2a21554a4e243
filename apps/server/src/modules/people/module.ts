import type { ServerModule } from '../module.js';

/**
 * People: accounts, their profiles, memberships and guardian links, the single-use links that
 * open an account, and the making of a person an institute adds (provisionPerson). It owns those
 * tables and has no routes: auth, account and profiles are its faces on the web. It imports no
 * other module, so any module may use it.
 */
export const peopleModule: ServerModule = { name: 'people' };
