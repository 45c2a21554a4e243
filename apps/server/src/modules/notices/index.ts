// What other modules may use of notices: the demo's seeding publishes through the same path.
export { publishDueNotices } from './publish.js';
