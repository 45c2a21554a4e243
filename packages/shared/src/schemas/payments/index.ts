export * from './accounts.js';
export * from './messages.js';
export * from './paths.js';
export * from './records.js';
export * from './views.js';
