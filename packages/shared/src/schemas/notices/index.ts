export * from './limits.js';
export * from './messages.js';
export * from './notices.js';
export * from './paths.js';
