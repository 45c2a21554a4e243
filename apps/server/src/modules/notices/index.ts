// What other modules may use of notices: the demo's seeding publishes through the same path.

// The demo school's notices reach their audiences as posted ones do.
export { recipientsOf } from './audience-queries.js';
export { publishDueNotices } from './publish.js';
