export * from './inventory.js';
export * from './limits.js';
export * from './messages.js';
export * from './paths.js';
