export * from './messages.js';
export * from './paths.js';
export * from './payroll.js';
