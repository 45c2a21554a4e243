// What other modules may use of inventory: the demo school fills its store through the same
// queries and register writer as the screens.
export { type ItemRow, insertCategory, insertItem, lockItem } from './item-queries.js';
export { lockIssue } from './movement-queries.js';
export { type MovementInput, writeMovement, writeReturn } from './movement-writer.js';
