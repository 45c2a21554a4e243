export * from './limits.js';
export * from './messages.js';
export * from './paths.js';
export * from './statistics.js';
