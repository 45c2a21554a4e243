export * from './accounts.js';
export * from './contact.js';
