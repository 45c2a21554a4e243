export * from './accounts.js';
export * from './audit.js';
export * from './contact.js';
export * from './institutes.js';
export * from './notifications.js';
