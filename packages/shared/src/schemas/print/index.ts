export * from './messages.js';
export * from './paths.js';
export * from './print.js';
