export * from './entries.js';
export * from './events.js';
export * from './limits.js';
export * from './messages.js';
export * from './paths.js';
export * from './todos.js';
