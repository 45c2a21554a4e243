export * from './attendance.js';
export * from './leave.js';
export * from './limits.js';
export * from './messages.js';
export * from './paths.js';
export * from './reports.js';
