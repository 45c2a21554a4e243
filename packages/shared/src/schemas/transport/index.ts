export * from './assignments.js';
export * from './costs.js';
export * from './fields.js';
export * from './itineraries.js';
export * from './limits.js';
export * from './messages.js';
export * from './paths.js';
export * from './vehicles.js';
