/**
 * Wire schemas of the fee calls (/rest/fee/…): structures with their particulars, assignment,
 * concessions, carry-over, and the dues reads (estimation, cart, a class's summary). Money is
 * integer paise; percentages travel as percent and are kept as basis points.
 */
export * from './concessions.js';
export * from './dues.js';
export { feeDayField, percentOf } from './fields.js';
export * from './joining.js';
export * from './messages.js';
export * from './paths.js';
export * from './structures.js';
export * from './student-search.js';
