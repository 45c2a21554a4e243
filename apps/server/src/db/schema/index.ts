export * from './accounts.js';
export * from './contact.js';
export * from './institutes.js';
