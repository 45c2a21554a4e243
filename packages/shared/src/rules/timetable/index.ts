export * from './clashes.js';
export * from './csv.js';
export * from './generator.js';
export * from './week.js';
export * from './week-state.js';
